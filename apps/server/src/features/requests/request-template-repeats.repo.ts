import { REPEAT_SIMILARITY } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

export type RepeatRow = {
  tenant_id: string;
  tenant_name: string;
  item_id: string;
  item_title: string;
  series_id: string;
  series_title: string;
  total: string;
};

/**
 * The template's recurring items that repeat a live series of a tenant: same kind, same cadence, and a title
 * whose pg_trgm similarity (lower-cased) is at least REPEAT_SIMILARITY. Trigram similarity rather than equal
 * normalised titles: "Bank statement" is repeated by "Bank statements" and "Monthly bank statement", which a
 * normalised comparison misses, while kind and cadence already narrow the pairs to the same ask. A series
 * this item made is left out (re-applying skips it anyway: the unique key). ONE statement for any number of
 * tenants (null: every active one): the live series of each item's kind and cadence come from the partial
 * index request_series_live_kind_idx, the tenants by primary key. `limit` rows by tenant name, with the
 * total of all of them in each row.
 */
export async function findRepeats(db: Db, query: { templateId: string; tenantIds: string[] | null; limit?: number }) {
  const tenants = query.tenantIds === null ? sql`TRUE` : sql`s.tenant_id = ANY(${query.tenantIds}::uuid[])`;
  const limit = query.limit === undefined ? sql`` : sql`LIMIT ${query.limit}`;
  const { rows } = await sql<RepeatRow>`
    SELECT t.id AS tenant_id, t.name AS tenant_name, i.id AS item_id, i.title AS item_title,
           s.id AS series_id, s.title AS series_title, count(*) OVER () AS total
    FROM request_template_items i
    JOIN request_series s
      ON s.kind = i.kind AND s.cadence = i.cadence AND s.cancelled_at IS NULL
     AND s.template_item_id IS DISTINCT FROM i.id
     AND similarity(lower(s.title), lower(i.title)) >= ${REPEAT_SIMILARITY}
    JOIN tenants t ON t.id = s.tenant_id AND t.status = 1
    WHERE i.template_id = ${query.templateId} AND i.cadence IS NOT NULL AND ${tenants}
    ORDER BY t.name, t.id, i.position, s.id
    ${limit}`.execute(db);
  return rows;
}
