import { REQUEST_MAX_DOCUMENTS, UPLOAD_TYPES, type TReceivedCandidates, type TUploadType } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { PeriodDocumentsService } from '../files/period-documents.service.ts';
import { findRequest } from './requests.repo.ts';

const isUploadType = (kind: string): kind is TUploadType => (UPLOAD_TYPES as readonly string[]).includes(kind);

/**
 * The files staff may attach when marking a document request received outside the portal (issue 30): those of
 * its kind the tenant uploaded within its period, read through the files feature. A request of another kind,
 * or without a period, has none.
 */
export function createReceiptCandidates(deps: { db: Db; periodDocuments: PeriodDocumentsService }) {
  return async (actor: Principal, tenantId: string, id: string): Promise<TReceivedCandidates> => {
    await requireTenant(deps.db, actor.access, tenantId, 'manage requests');
    const request = await findRequest(deps.db, tenantId, id);
    if (!request) throw notFound('Request');
    if (!isUploadType(request.kind) || !request.period_start || !request.period_end) return { data: [] };
    const files = await deps.periodDocuments.uploadedIn({
      tenantId,
      type: request.kind,
      from: request.period_start,
      through: request.period_end,
      limit: REQUEST_MAX_DOCUMENTS,
    });
    return {
      data: files.map((f) => ({
        uuid: f.id,
        name: f.name,
        folder: f.folder,
        uploaded_at: f.uploaded_at.toISOString(),
      })),
    };
  };
}
export type ReceiptCandidates = ReturnType<typeof createReceiptCandidates>;
