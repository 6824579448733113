import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, NewTenant, TenantRow, TenantUpdate } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

const matching = (db: Db, search: string | undefined) => {
  let query = db.selectFrom('tenants');
  if (search) query = query.where(sql<boolean>`name ilike ${`%${search.replace(/[\\%_]/g, '\\$&')}%`}`);
  return query;
};

export async function listTenants(db: Db, opts: { search?: string; limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    matching(db, opts.search).selectAll().orderBy('name').orderBy('id').limit(opts.limit).offset(opts.offset).execute(),
    matching(db, opts.search)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
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
