import type { TUploadType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import { documentsUploadedIn } from './period-documents.repo.ts';

export type PeriodDocument = { id: string; name: string; folder: string; uploaded_at: Date };

/**
 * For the requests feature (issue 30, "Mark received"): the files of one kind a tenant uploaded within a
 * period's days (the firm's calendar). The caller has checked the tenant and its permission (requireTenant).
 */
export function createPeriodDocumentsService(deps: { db: Db; timeZone: string }) {
  return {
    uploadedIn: (query: {
      tenantId: string;
      type: TUploadType;
      from: string;
      through: string;
      limit: number;
    }): Promise<PeriodDocument[]> => documentsUploadedIn(deps.db, { ...query, timeZone: deps.timeZone }),
  };
}
export type PeriodDocumentsService = ReturnType<typeof createPeriodDocumentsService>;
