import { UPLOAD_TYPES, type TUploadType } from '@ledgerport/contract';
import { recordAlongside, type AuditActor } from '../../platform/audit/audited.ts';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Transaction } from 'kysely';
import type { DB, Db } from '../../platform/db/schema.ts';
import type { RequestNotifier } from './request-notifications.ts';
import type { RequestReader } from './request-reading.ts';
import { attachDocuments, findRequest, moveStatus } from './requests.repo.ts';

/** A request an upload link may serve: one asking for documents (an upload kind), still OPEN or SUBMITTED. */
export type LinkableRequest = { id: string; title: string; description: string; kind: TUploadType };

const SUBMITTABLE = ['OPEN', 'SUBMITTED'] as const;
const isUploadKind = (kind: string): kind is TUploadType => (UPLOAD_TYPES as readonly string[]).includes(kind);

/**
 * What the upload-links feature (issue 32) needs of requests: whether a request of the company may take files
 * through a link, and the submission a file through the link makes, the same one a client's upload makes
 * (OPEN | SUBMITTED → SUBMITTED, the file attached, staff told) but with no account behind it.
 */
export function createRequestLinkUploads(deps: { reader: RequestReader; notifier: RequestNotifier }) {
  const { reader, notifier } = deps;
  return {
    /**
     * The company's request, when it asks for documents and is still open to them; 'closed' when it is the
     * company's but does not (DONE, CANCELLED, or sales tax or payroll figures); undefined when the company has
     * no such request (another company's is not there for it).
     */
    async linkable(db: Db, tenantId: string, requestId: string): Promise<LinkableRequest | 'closed' | undefined> {
      const row = await findRequest(db, tenantId, requestId);
      if (!row) return undefined;
      if (!isUploadKind(row.kind) || !(SUBMITTABLE as readonly string[]).includes(row.status)) return 'closed';
      return { id: row.id, title: row.title, description: row.description, kind: row.kind };
    },

    /**
     * In the upload's transaction: the request SUBMITTED with the document attached, REQUEST_SUBMIT on the trail
     * (no actor: the link's sender has no account), and staff told as for a client's submission. Answers false
     * when the request was closed meanwhile (the caller refuses the upload, so nothing is kept).
     */
    async submitWith(
      trx: Transaction<DB>,
      tenant: TenantRecord,
      requestId: string,
      documentId: string,
      via: { actor: AuditActor; linkId: string },
    ): Promise<boolean> {
      const before = await findRequest(trx, tenant.id, requestId);
      if (!before) return false;
      if (!(await moveStatus(trx, tenant.id, requestId, SUBMITTABLE, { status: 'SUBMITTED', submittedBy: null })))
        return false;
      await attachDocuments(trx, requestId, [documentId], null);
      await recordAlongside(trx, via.actor, {
        action: 'REQUEST_SUBMIT',
        tenantId: tenant.id,
        target: `request:${requestId}`,
        changes: { status: { from: before.status, to: 'SUBMITTED' }, documents: { from: null, to: [documentId] } },
        detail: `upload-link:${via.linkId}`,
      });
      // Told once, when the request moves to SUBMITTED; later files through the same link only add to it.
      if (before.status === 'OPEN') {
        await notifier.changed(trx, tenant, 'submitted', await reader.presentOne(trx, tenant.id, requestId));
      }
      return true;
    },
  };
}
export type RequestLinkUploads = ReturnType<typeof createRequestLinkUploads>;
