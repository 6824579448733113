import { sql, type Kysely } from 'kysely';
import { containsPattern } from '../../platform/db/paginate.ts';
import type { Db, DB, NewTenant, TenantRow, TenantUpdate } from '../../platform/db/schema.ts';

/** Tenants by name, for the paged list; `search` matches anywhere in the name, case-insensitively. */
export function tenantsQuery(db: Kysely<DB>, search: string | undefined) {
  let query = db.selectFrom('tenants').selectAll().orderBy('name').orderBy('id');
  if (search) query = query.where('name', 'ilike', containsPattern(search));
  return query;
}

export const insertTenant = (db: Db, tenant: NewTenant): Promise<TenantRow> =>
  db.insertInto('tenants').values(tenant).returningAll().executeTakeFirstOrThrow();

/** A tenant held until the caller's transaction ends: an edit reads what it changes from, then writes. */
export const lockTenant = (db: Db, id: string): Promise<TenantRow | undefined> =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();

export const updateTenant = (db: Db, id: string, changes: TenantUpdate): Promise<TenantRow | undefined> =>
  db
    .updateTable('tenants')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Many tenants in one statement per chunk (a bulk import), answered in the order given. */
export async function insertTenants(db: Db, tenants: NewTenant[]): Promise<TenantRow[]> {
  const CHUNK = 500;
  const inserted: TenantRow[] = [];
  for (let start = 0; start < tenants.length; start += CHUNK) {
    const chunk = tenants.slice(start, start + CHUNK);
    inserted.push(...(await db.insertInto('tenants').values(chunk).returningAll().execute()));
  }
  return inserted;
}

/** Tenants whose name (any case) or root directory (any case) is one of these, with just those columns. */
export async function findTenantsNamedOrRootedAt(db: Db, names: string[], roots: string[]) {
  const CHUNK = 1_000;
  const found = [];
  for (let start = 0; start < Math.max(names.length, roots.length); start += CHUNK) {
    const someNames = names.slice(start, start + CHUNK);
    const someRoots = roots.slice(start, start + CHUNK);
    found.push(
      ...(await db
        .selectFrom('tenants')
        .select(['name', 'root_directory', 'root_directory_type'])
        .where((eb) =>
          eb.or([
            ...(someNames.length ? [eb(sql<string>`lower(name)`, 'in', someNames)] : []),
            ...(someRoots.length ? [eb(sql<string>`lower(root_directory)`, 'in', someRoots)] : []),
          ]),
        )
        .execute()),
    );
  }
  return found;
}
