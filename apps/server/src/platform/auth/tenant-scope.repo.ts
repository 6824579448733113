import type { Db, TenantRow } from '../db/schema.ts';

/** The tenant with this id, every column; undefined when there is none. The one lookup of a tenant by id. */
export const findTenantRecord = (db: Db, tenantId: string): Promise<TenantRow | undefined> =>
  db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
