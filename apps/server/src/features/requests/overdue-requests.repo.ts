import type { TResponsibleFilter } from '@ledgerport/contract';
import { sql } from 'kysely';
import { dayText } from '../../platform/db/exact-values.ts';
import { responsibleCondition } from '../../platform/db/responsible-filter.ts';
import type { Db } from '../../platform/db/schema.ts';

/**
 * OPEN requests due before `today` of the clients a staff member is responsible for, by due date. The
 * tenants come from (responsible_staff_id, name, id), each one's overdue requests from (tenant_id, status,
 * due_on, id); a firm's staff member looks after tens or hundreds of clients, not the whole table.
 */
function overdue(db: Db, filter: TResponsibleFilter, callerId: string, today: string) {
  return db
    .selectFrom('document_requests as r')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .where(responsibleCondition('t.responsible_staff_id', filter, callerId))
    .where('t.status', '=', 1)
    .where('r.status', '=', 'OPEN')
    .where('r.due_on', '<', today);
}

export const firstOverdue = (db: Db, filter: TResponsibleFilter, callerId: string, today: string, limit: number) =>
  overdue(db, filter, callerId, today)
    .select(['r.id', 'r.tenant_id', 't.name as tenant_name', 'r.title', 'r.kind', dayText('r.due_on').as('due_on')])
    .orderBy('r.due_on')
    .orderBy('r.id')
    .limit(limit)
    .execute();

export const countOverdue = async (db: Db, filter: TResponsibleFilter, callerId: string, today: string) =>
  (
    await overdue(db, filter, callerId, today)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
