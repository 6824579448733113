import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * `= any(...)` of this: the ids of the tenants whose name matches `pattern` (an ILIKE pattern), found first by
 * the tenants' trigram index. A list of a tenant-owned table searches "the tenant's name" with it, so the
 * list's own tenant_id index picks the rows; an OR over a joined tenants.name would read every row instead.
 */
export const tenantIdsNamed = (db: Kysely<DB>, pattern: string) =>
  sql<string>`any(array(${db.selectFrom('tenants').select('tenants.id').where('tenants.name', 'ilike', pattern)}))`;

/** The text of a date as 'YYYY-MM' holds only digits and '-': a term with anything else cannot match one. */
export const couldMatchMonthText = (search: string) => /^[\d-]+$/.test(search);
