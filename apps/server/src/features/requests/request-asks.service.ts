import type { TRequestKind } from '@ledgerport/contract';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { openRequestsOf } from './request-asks.repo.ts';
import type { RequestReader } from './request-reading.ts';

/** An open request as the client's list of asks needs it: `overdue` against the firm's today. */
export type OpenRequest = {
  id: string;
  title: string;
  kind: TRequestKind;
  due_on: string;
  period_start: string | null;
  period_end: string | null;
  return_note: string | null;
  overdue: boolean;
};

/**
 * What a company still owes the firm, for the client's "What your firm needs from you" (issue 30). Takes the
 * tenant `requireTenant` returned: the caller has checked the boundary and 'view files' there.
 */
export function createRequestAsks(deps: { db: Db; reader: RequestReader }) {
  const { db, reader } = deps;
  return {
    async openIn(tenant: TenantRecord, limit: number): Promise<OpenRequest[]> {
      const today = reader.today();
      const rows = await openRequestsOf(db, tenant.id, limit);
      return rows.map((row) => ({ ...row, overdue: row.due_on < today }));
    },
  };
}
export type RequestAsks = ReturnType<typeof createRequestAsks>;
