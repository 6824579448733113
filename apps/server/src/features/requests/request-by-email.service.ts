import { UPLOAD_TYPES, type TRequestKind, type TRequestStatus, type TUploadType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import { findRequest } from './requests.repo.ts';

/** What e-mail in (issue 32) needs to know of a request its address names. */
export type RequestFacts = {
  id: string;
  tenantId: string;
  title: string;
  kind: TRequestKind;
  status: TRequestStatus;
  /** The files a client sends for it are of this type (its folder); null for sales-tax and payroll requests. */
  uploadType: TUploadType | null;
  /** Files sent to its address may still fulfil it (OPEN, or SUBMITTED and waiting: more files are welcome). */
  takesFiles: boolean;
};

const isUploadType = (kind: TRequestKind): kind is TUploadType => (UPLOAD_TYPES as readonly string[]).includes(kind);

/** The requests feature's read of one request for another feature (e-mail in), without its tables. */
export const createRequestFacts = (deps: { db: Db }) => ({
  async find(tenantId: string, id: string, db: Db = deps.db): Promise<RequestFacts | undefined> {
    const row = await findRequest(db, tenantId, id);
    if (!row) return undefined;
    const kind = row.kind as TRequestKind;
    const status = row.status as TRequestStatus;
    const uploadType = isUploadType(kind) ? kind : null;
    return {
      id: row.id,
      tenantId,
      title: row.title,
      kind,
      status,
      uploadType,
      takesFiles: uploadType !== null && (status === 'OPEN' || status === 'SUBMITTED'),
    };
  },
});
export type RequestFactsReader = ReturnType<typeof createRequestFacts>;
