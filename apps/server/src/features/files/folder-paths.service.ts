import {
  FOLDER_PATH_MAX_DEPTH,
  FOLDER_PATH_MAX_LENGTH,
  type TEnsuredFolderPath,
  type TEnsureFolderPathRequest,
} from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, createAudited, recordAlongside, recordRefusal } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { foldersDownTo, joinPath, splitPath } from './catalog-paths.ts';
import { nameTaken, refusingTakenNames } from './catalog-steps.ts';
import { checkedName, checkedPath } from './document-name.ts';
import { findLiveDocument } from './documents.repo.ts';
import { findLiveFolder, insertFolderIfMissing } from './folders.repo.ts';
import type { UploadsService } from './uploads.service.ts';

const tooLong = () =>
  new AppError(
    400,
    'FOLDER_PATH_TOO_LONG',
    `A folder may be at most ${FOLDER_PATH_MAX_DEPTH} folders deep and its path ${FOLDER_PATH_MAX_LENGTH} characters long`,
    [{ field: 'path', message: `${FOLDER_PATH_MAX_DEPTH} folders, ${FOLDER_PATH_MAX_LENGTH} characters` }],
  );

/**
 * The folders of a dropped folder (issue 36): an upload's own, so whoever may upload into the company may make
 * them (permission 'upload files' and a client's upload switch, through the uploads gate), with the naming rules
 * of a new folder. Idempotent: a folder already there is reused, so each file of a drop may ask for its own
 * directory, and two asking at once end with one folder.
 */
export function createFolderPathsService(deps: {
  db: Db;
  log: FastifyBaseLogger;
  uploads: Pick<UploadsService, 'admit'>;
}) {
  const { db } = deps;
  const audited = createAudited(db, deps.log);

  /** The checked path from the company's root: every segment a name a person could have typed. */
  function checkedTarget(request: { parent: string; path: string }) {
    const parent = checkedPath(request.parent);
    // PATH_REFUSED for what could leave the parent (`..`, absolute, backslash, encoded separators) first, then
    // each segment's naming rules (reserved names, trailing dots, too long, ...).
    const segments = checkedPath(request.path)
      .split('/')
      .map((segment) => checkedName(segment, 'path'));
    const path = joinPath(parent, segments.join('/'));
    if (path.split('/').length > FOLDER_PATH_MAX_DEPTH || path.length > FOLDER_PATH_MAX_LENGTH) throw tooLong();
    return { parent, path };
  }

  async function ensure(actor: Principal, tenantId: string, request: { parent: string; path: string }) {
    await deps.uploads.admit(actor, tenantId);
    const { parent, path } = checkedTarget(request);
    if (parent !== '' && !(await findLiveFolder(db, tenantId, parent))) throw notFound('Folder');
    const below = foldersDownTo(path).slice(foldersDownTo(parent).length);
    return refusingTakenNames(db, async (trx) => {
      let created = 0;
      for (const folder of below) {
        const { folder: up, name } = splitPath(folder);
        if (await findLiveDocument(trx, tenantId, up, name)) throw nameTaken(folder);
        if (await insertFolderIfMissing(trx, tenantId, folder, actor.access.userId)) {
          created += 1;
          await recordAlongside(trx, auditActorOf(actor), { action: 'FOLDER_CREATE', tenantId, target: folder });
        }
      }
      // Made above or by a concurrent call whose transaction has committed (the insert waited for it).
      const leaf = await findLiveFolder(trx, tenantId, path);
      if (!leaf) throw new Error(`folder ${path} neither made nor found`);
      return { id: leaf.id, path, created } satisfies TEnsuredFolderPath;
    });
  }

  return {
    /**
     * Makes `path` below `parent` with the folders between, in one transaction. A refusal is on the trail as a
     * refused FOLDER_CREATE of the path asked; a success is one FOLDER_CREATE per folder made (none when all were there).
     */
    async ensure(actor: Principal, tenantId: string, request: TEnsureFolderPathRequest): Promise<TEnsuredFolderPath> {
      const asked = { parent: request.parent ?? '', path: request.path };
      try {
        return await ensure(actor, tenantId, asked);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          const subject = { action: 'FOLDER_CREATE' as const, tenantId, target: joinPath(asked.parent, asked.path) };
          await recordRefusal(audited, auditActorOf(actor), subject, error);
        }
        throw error;
      }
    },
  };
}
export type FolderPathsService = ReturnType<typeof createFolderPathsService>;
