import type { TDocumentVersions, TFileEntry } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { auditActorOf, createAudited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { presentDocument } from './catalog.presenter.ts';
import { joinPath } from './catalog-paths.ts';
import { addVersion, documentsWithUploader, findDocument } from './documents.repo.ts';
import { findVersion, listVersions, lockDocument } from './versions.repo.ts';

/** A file's earlier versions: listed, and one made current again (as a new version: nothing is overwritten). */
export function createVersionsService(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db } = deps;
  const audited = createAudited(db, deps.log);

  async function liveDocument(tenantId: string, id: string) {
    const document = await findDocument(db, tenantId, id);
    if (!document || document.deleted_at) throw notFound('File');
    return document;
  }

  return {
    async list(actor: Principal, tenantId: string, id: string): Promise<TDocumentVersions> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      const document = await liveDocument(tenantId, id);
      const versions = await listVersions(db, id);
      return {
        versions: versions.map((v) => ({
          number: v.number,
          size: Number(v.size),
          uploaded_by: v.uploader_name,
          uploaded_at: v.created_at.toISOString(),
          current: v.number === document.version_count,
        })),
      };
    },

    restore: (actor: Principal, tenantId: string, id: string, number: number): Promise<TFileEntry> =>
      audited(auditActorOf(actor), { action: 'FILE_VERSION_RESTORE', tenantId, target: id }, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage files');
        const document = await liveDocument(tenantId, id);
        scope.target = joinPath(document.folder, document.name);
        scope.detail = `version ${number}`;
        await db.transaction().execute(async (trx) => {
          const current = await lockDocument(trx, id);
          const version = await findVersion(trx, id, number);
          if (!version) throw notFound('Version');
          await addVersion(trx, current, {
            tenantId,
            folder: current.folder,
            name: current.name,
            type: current.type,
            storagePath: version.storage_path,
            size: Number(version.size),
            sha256: version.sha256,
            uploadedBy: actor.access.userId,
            uploadId: null,
          });
          await scope.recordIn(trx);
        });
        const row = await documentsWithUploader(db).where('d.id', '=', id).executeTakeFirstOrThrow();
        return presentDocument(row);
      }),
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;
