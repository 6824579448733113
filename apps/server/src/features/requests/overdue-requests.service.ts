import { OVERDUE_CARD_SIZE, type TOverdueRequests, type TResponsibleFilter } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { countOverdue, firstOverdue } from './overdue-requests.repo.ts';
import type { RequestReader } from './request-reading.ts';

/** The staff dashboard's "Overdue requests for my clients" (issue 16, item 5): staff who see every client's files. */
export function createOverdueRequestsService(deps: { db: Db; reader: RequestReader }) {
  const { db, reader } = deps;
  return {
    async list(actor: Principal, responsible: TResponsibleFilter): Promise<TOverdueRequests> {
      if (actor.access.audience !== 'staff' || !actor.access.firmPermissions.has('view files')) throw forbidden();
      const me = actor.access.userId;
      const today = reader.today();
      const [rows, total] = await Promise.all([
        firstOverdue(db, responsible, me, today, OVERDUE_CARD_SIZE),
        countOverdue(db, responsible, me, today),
      ]);
      return {
        total,
        data: rows.map((r) => ({
          uuid: r.id,
          tenant_uuid: r.tenant_id,
          tenant_name: r.tenant_name,
          title: r.title,
          kind: r.kind,
          due_on: r.due_on,
        })),
      };
    },
  };
}
export type OverdueRequestsService = ReturnType<typeof createOverdueRequestsService>;
