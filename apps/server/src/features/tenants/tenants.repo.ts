import type { Kysely, Transaction } from 'kysely';
import { containsPattern } from '../../platform/db/paginate.ts';
import type { DB, NewTenant, TenantRow, TenantUpdate } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Tenants by name, for the paged list; `search` matches anywhere in the name, case-insensitively. */
export function tenantsQuery(db: Kysely<DB>, search: string | undefined) {
  let query = db.selectFrom('tenants').selectAll().orderBy('name').orderBy('id');
  if (search) query = query.where('name', 'ilike', containsPattern(search));
  return query;
}

export const findTenantById = (db: Db, id: string): Promise<TenantRow | undefined> =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();

export const insertTenant = (db: Db, tenant: NewTenant): Promise<TenantRow> =>
  db.insertInto('tenants').values(tenant).returningAll().executeTakeFirstOrThrow();

export const updateTenant = (db: Db, id: string, changes: TenantUpdate): Promise<TenantRow | undefined> =>
  db
    .updateTable('tenants')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
