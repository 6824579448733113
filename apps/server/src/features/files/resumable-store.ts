import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type stream from 'node:stream';
import type { Configstore } from '@tus/file-store';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { loadTus, type TusLibraries } from '../../platform/lazy/heavy-modules.ts';
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

/**
 * Where resumable uploads' bytes are staged: one file per upload under `directory` (DATA_DIR/resumable). What
 * the service needs of them (keeping a finished file, a HEAD after a restart) is plain files, so it never waits
 * for the tus libraries; those load with the first tus request (openResumableStore).
 */
export class ResumableStaging {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  /** Where an upload's staged bytes are. */
  pathOf(id: string) {
    return path.join(this.directory, id);
  }

  /** The staged bytes go (the row stays, or goes with `remove`). */
  async discardBytes(id: string) {
    await fs.rm(this.pathOf(id), { force: true });
  }
}

/** tus's record of an upload, kept as a resumable_uploads row (so it outlives the process) instead of a JSON file. */
function databaseConfigstore(db: Db, { Upload }: TusLibraries): Configstore {
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
 * tus's store over the staging folder: each PATCH appends to the upload's file; the offset a HEAD answers is that
 * file's size, so it survives a crash and a restart. The row notes the offset and the time of each write (for
 * the sweep of untouched uploads); a finished upload's bytes are gone (kept in the company's storage), and it
 * answers its full length until the sweep removes its row. Loads @tus/file-store (issue 36: idle memory), so it
 * is opened with the first tus request, not at start.
 */
export async function openResumableStore(db: Db, staging: ResumableStaging) {
  const tus = await loadTus();
  const { Upload } = tus;
  class ResumableStore extends tus.FileStore {
    override async write(readable: http.IncomingMessage | stream.Readable, id: string, offset: number) {
      try {
        const reached = await super.write(readable, id, offset);
        await recordResumableOffset(db, id, reached);
        return reached;
      } catch (error) {
        // Cut off mid-way: what did arrive is on disk, and is noted as touched now.
        const size = await fs.stat(staging.pathOf(id)).then(
          (stats) => stats.size,
          () => undefined,
        );
        if (size !== undefined) await recordResumableOffset(db, id, size).catch(() => undefined);
        throw error;
      }
    }

    override async getUpload(id: string) {
      const row = await findResumableUpload(db, id);
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
  }
  return new ResumableStore({ directory: staging.directory, configstore: databaseConfigstore(db, tus) });
}
