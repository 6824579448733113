import { randomBytes } from 'node:crypto';
import {
  appUrl,
  UPLOAD_LINK_TOTAL_FACTOR,
  UPLOAD_TYPE_FOLDERS,
  uploadLinkPath,
  type TCreatedUploadLink,
  type TPageQuery,
  type TUploadLink,
  type TUploadLinkList,
  type TUploadType,
  type ZCreateUploadLinkRequest,
} from '@ledgerport/contract';
import type { z } from 'zod';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { LinkUploads } from '../files/link-uploads.service.ts';
import type { RequestLinkUploads } from '../requests/request-link-uploads.service.ts';
import { choiceRefused } from './upload-link-errors.ts';
import { presentLink } from './upload-link.presenter.ts';
import { findLink, insertLink, pageLinks, revokeLink } from './upload-links.repo.ts';

type CreateBody = z.output<typeof ZCreateUploadLinkRequest>;
const DAY_MS = 86_400_000;

/** The kind of file a folder holds: its top folder's type ("Bank Statements/2026" → BANK_STATEMENT), else OTHERS. */
function typeOfFolder(folder: string): TUploadType {
  const top = folder.split('/')[0];
  const found = (Object.entries(UPLOAD_TYPE_FOLDERS) as [TUploadType, string][]).find(([, name]) => name === top);
  return found ? found[0] : 'OTHERS';
}

/**
 * Staff's side of upload links (issue 32): make one for a company (a folder of it, or one of its open requests),
 * list them, revoke one. Who: staff holding 'manage files' in the company (requireTenant, then the audience: a
 * client owner also manages files, but a way in for strangers is the firm's to open). The token is 256 random
 * bits, shown once in the answer's `url`; only its SHA-256 is stored (as invitations and signing links).
 */
export function createUploadLinksService(deps: {
  db: Db;
  audited: Audited;
  linkUploads: LinkUploads;
  requests: RequestLinkUploads;
  publicUrl: string;
  uploadMaxBytes: number;
}) {
  const { db, audited, linkUploads, requests } = deps;
  const maxTotal = deps.uploadMaxBytes * UPLOAD_LINK_TOTAL_FACTOR;

  async function manage(actor: Principal, tenantId: string) {
    const tenant = await requireTenant(db, actor.access, tenantId, 'manage files');
    if (actor.access.audience !== 'staff') throw forbidden();
    return tenant;
  }

  /** Where the link's files go, and as which kind: the request's, the folder chosen, or the default folder. */
  async function destination(tenantId: string, body: CreateBody) {
    if (body.request_uuid !== undefined) {
      const request = await requests.linkable(db, tenantId, body.request_uuid);
      if (request === undefined) throw notFound('Request');
      if (request === 'closed') throw choiceRefused('request_uuid', 'uploadLinkRequestClosed');
      return { folder: UPLOAD_TYPE_FOLDERS[request.kind], type: request.kind, requestId: request.id };
    }
    if (body.folder !== undefined) {
      const folder = body.folder.replace(/^\/+|\/+$/g, '');
      if (!(await linkUploads.folderExists(tenantId, folder))) throw choiceRefused('folder', 'uploadLinkFolderUnknown');
      return { folder, type: typeOfFolder(folder), requestId: null };
    }
    return { folder: linkUploads.defaultFolder, type: 'OTHERS' as const, requestId: null };
  }

  return {
    async create(actor: Principal, tenantId: string, body: CreateBody): Promise<TCreatedUploadLink> {
      const subject = { action: 'UPLOAD_LINK_CREATE', tenantId, target: 'upload-link:new' } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        const tenant = await manage(actor, tenantId);
        if (tenant.status !== 1) throw new AppError(400, 'TENANT_INACTIVE', 'The tenant is In-active');
        const total = body.max_total_bytes ?? maxTotal;
        if (total > maxTotal) throw choiceRefused('max_total_bytes', 'uploadLinkTotalTooLarge');
        const where = await destination(tenantId, body);
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + body.expires_in_days * DAY_MS);
        const row = await db.transaction().execute(async (trx) => {
          const id = await insertLink(trx, {
            tenant_id: tenantId,
            token_hash: hashToken(token),
            label: body.label,
            folder: where.folder,
            upload_type: where.type,
            request_id: where.requestId,
            require_email_code: body.require_email_code,
            max_files: body.max_files,
            max_total_bytes: total,
            expires_at: expiresAt,
            created_by: actor.access.userId,
          });
          scope.target = `upload-link:${id}`;
          scope.changes = {
            label: { from: null, to: body.label },
            folder: { from: null, to: where.folder },
            request: { from: null, to: where.requestId },
            expires_at: { from: null, to: expiresAt.toISOString() },
            require_email_code: { from: null, to: body.require_email_code },
            max_files: { from: null, to: body.max_files },
            max_total_bytes: { from: null, to: total },
          };
          await scope.recordIn(trx);
          return (await findLink(trx, tenantId, id))!;
        });
        return { ...presentLink(row), url: appUrl(deps.publicUrl, uploadLinkPath(token)) };
      });
    },

    async list(actor: Principal, tenantId: string, query: TPageQuery): Promise<TUploadLinkList> {
      await manage(actor, tenantId);
      return mapPage(await pageLinks(db, tenantId, query.search, pageRequest(query)), presentLink);
    },

    /** Ends a link at once (a second revoke answers the link as it is). */
    async revoke(actor: Principal, tenantId: string, linkId: string): Promise<TUploadLink> {
      const subject = { action: 'UPLOAD_LINK_REVOKE', tenantId, target: `upload-link:${linkId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await manage(actor, tenantId);
        return db.transaction().execute(async (trx) => {
          if (!(await findLink(trx, tenantId, linkId))) throw notFound('Upload link');
          if (await revokeLink(trx, tenantId, linkId, actor.access.userId)) {
            scope.changes = { status: { from: 'active', to: 'revoked' } };
            await scope.recordIn(trx);
          }
          return presentLink((await findLink(trx, tenantId, linkId))!);
        });
      });
    },
  };
}
export type UploadLinksService = ReturnType<typeof createUploadLinksService>;
