import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type stream from 'node:stream';
import { FileStore, type Configstore } from '@tus/file-store';
import { Upload } from '@tus/utils';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import {
  deleteResumableUpload,
  findResumableUpload,
  insertResumableUpload,
  recordResumableOffset,
  type NewResumableUpload,
} from './resumable-uploads.repo.ts';

/**
 * What the route knows of the request the tus handler is serving: who sends it to which company, the upload's id
 * (none on a creation) and, on a creation, what the store records with it.
 */
export type ResumableRequest = {
  actor: Principal;
  tenantId: string;
  id?: string;
  creating?: Omit<NewResumableUpload, 'id' | 'length' | 'metadata'>;
};

/** The request the tus handler is serving (set by the route around it), read by the store and its hooks. */
export const resumableRequest = new AsyncLocalStorage<ResumableRequest>();

/** tus's record of an upload, kept as a resumable_uploads row (so it outlives the process) instead of a JSON file. */
function databaseConfigstore(db: Db): Configstore {
  return {
    async get(id) {
      const row = await findResumableUpload(db, id);
      if (!row) return undefined;
      return new Upload({
        id,
        size: Number(row.length),
        offset: Number(row.offset),
        metadata: JSON.parse(row.metadata) as Record<string, string | null>,
        creation_date: row.created_at.toISOString(),
      });
    },
    async set(id, upload) {
      const creating = resumableRequest.getStore()?.creating;
      // Only a creation writes: the length is never deferred here, and the offset is the bytes on disk.
      if (!creating || upload.size === undefined) throw new Error('a resumable upload is only created by its route');
      await insertResumableUpload(db, { ...creating, id, length: upload.size, metadata: upload.metadata ?? {} });
    },
    async delete(id) {
      await deleteResumableUpload(db, id);
    },
  };
}

/**
 * Staged bytes of resumable uploads: one file per upload under `directory` (DATA_DIR/resumable), appended to by
 * each PATCH; the offset a HEAD answers is that file's size, so it survives a crash and a restart. The row notes
 * the offset and the time of each write (for the sweep of untouched uploads); a finished upload's bytes are gone
 * (kept in the company's storage), and it answers its full length until the sweep removes its row.
 */
export class ResumableStore extends FileStore {
  readonly #db: Db;

  constructor(db: Db, directory: string) {
    super({ directory, configstore: databaseConfigstore(db) });
    this.#db = db;
  }

  /** Where an upload's staged bytes are. */
  pathOf(id: string) {
    return path.join(this.directory, id);
  }

  override async write(readable: http.IncomingMessage | stream.Readable, id: string, offset: number) {
    try {
      const reached = await super.write(readable, id, offset);
      await recordResumableOffset(this.#db, id, reached);
      return reached;
    } catch (error) {
      // Cut off mid-way: what did arrive is on disk, and is noted as touched now.
      const size = await fs.stat(this.pathOf(id)).then(
        (stats) => stats.size,
        () => undefined,
      );
      if (size !== undefined) await recordResumableOffset(this.#db, id, size).catch(() => undefined);
      throw error;
    }
  }

  override async getUpload(id: string) {
    const row = await findResumableUpload(this.#db, id);
    if (row?.upload_id) {
      const length = Number(row.length);
      return new Upload({
        id,
        size: length,
        offset: length,
        metadata: JSON.parse(row.metadata) as Record<string, string>,
      });
    }
    return super.getUpload(id);
  }

  /** The staged bytes go (the row stays, or goes with `remove`). */
  async discardBytes(id: string) {
    await fs.rm(this.pathOf(id), { force: true });
  }
}
