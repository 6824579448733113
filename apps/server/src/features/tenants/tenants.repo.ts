import type { TResponsibleFilter } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { paginateSearch } from '../../platform/db/paginate-search.ts';
import { responsibleCondition } from '../../platform/db/responsible-filter.ts';
import type { Db, DB, NewTenant, TenantRow, TenantUpdate } from '../../platform/db/schema.ts';

export type TenantListFilter = { search?: string; responsible?: TResponsibleFilter; callerId: string };

/**
 * Tenants by name with their responsible staff member's name, for the paged list; `responsible` keeps one staff
 * member's clients (the (responsible_staff_id, name, id) index serves it in the list's order). The search is
 * listTenants' (a name containing the term, case-insensitively).
 */
export function tenantsQuery(db: Kysely<DB>, filter: Omit<TenantListFilter, 'search'>) {
  let query = db
    .selectFrom('tenants')
    .selectAll('tenants')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'tenants.responsible_staff_id')
        .as('responsible_staff_name'),
    )
    .orderBy('tenants.name')
    .orderBy('tenants.id');
  if (filter.responsible) {
    query = query.where(responsibleCondition('tenants.responsible_staff_id', filter.responsible, filter.callerId));
  }
  return query;
}

/**
 * One page of the list. A search takes paginateSearch's path: whether the planner walks the name index or asks
 * the trigram index must not hang on whether ANALYZE's sample held one of a rare term's matches.
 */
export function listTenants(db: Kysely<DB>, filter: TenantListFilter, page: PageRequest) {
  if (!filter.search) return paginate(db, tenantsQuery(db, filter), page);
  const pattern = containsPattern(filter.search);
  return paginateSearch(
    db,
    {
      list: tenantsQuery(db, filter),
      order: ['name', 'id'],
      matches: (column) => sql<boolean>`${column('name')} ilike ${pattern}`,
    },
    page,
  );
}

export const staffNameOf = async (db: Db, id: string | null) =>
  id ? ((await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null) : null;

/** Active staff: firm roles and no tenant membership (the same rule as the session's audience). */
function activeStaff(db: Db) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where('u.status', '=', 'ACTIVE')
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id')).and(
        not(exists(selectFrom('tenant_memberships as tm').select('tm.user_id').whereRef('tm.user_id', '=', 'u.id'))),
      ),
    );
}

export const listActiveStaff = (db: Db) => activeStaff(db).orderBy('u.name').orderBy('u.id').execute();

export const isActiveStaff = async (db: Db, id: string) =>
  (await activeStaff(db).where('u.id', '=', id).executeTakeFirst()) !== undefined;

/** The tenants among `ids` with their current responsible staff member, held until the transaction ends. */
export const lockAssignments = (db: Db, ids: string[]) =>
  db
    .selectFrom('tenants')
    .select(['id', 'responsible_staff_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();

export const assignTenants = (db: Db, ids: string[], staffId: string | null) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .updateTable('tenants')
        .set({ responsible_staff_id: staffId, updated_at: new Date() })
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);

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
