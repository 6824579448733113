import type { TResponsibleFilter } from '@ledgerport/contract';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * "My clients" (issue 16): a list's `responsible` filter as a condition on a tenants.responsible_staff_id
 * column, `mine` being the caller. Served by the (responsible_staff_id, name, id) index on tenants.
 */
export function responsibleCondition(
  column: string,
  filter: TResponsibleFilter,
  callerId: string,
): Expression<SqlBool> {
  if (filter === 'none') return sql<SqlBool>`${sql.ref(column)} is null`;
  return sql<SqlBool>`${sql.ref(column)} = ${filter === 'mine' ? callerId : filter}`;
}
