import type { TRoleScope } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';

export type RoleSummaryRow = {
  id: number;
  name: string;
  guard_name: string;
  scope: TRoleScope;
  is_built_in: boolean;
  permissions_count: number;
};

const summaries = (db: Db) =>
  db
    .selectFrom('roles')
    .select(['roles.id', 'roles.name', 'roles.guard_name', 'roles.scope', 'roles.is_built_in'])
    .select((eb) =>
      eb
        .selectFrom('role_permissions as rp')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('rp.role_id', '=', 'roles.id')
        .as('permissions_count'),
    )
    .$narrowType<{ permissions_count: number }>();

/** Roles in creation order (the built-in ones first), matching `search` in the name. */
export function listRoles(
  db: Kysely<DB>,
  filter: { search?: string | undefined; scope?: TRoleScope | undefined },
  page: PageRequest,
) {
  let query = summaries(db);
  if (filter.search) query = query.where('roles.name', 'ilike', containsPattern(filter.search));
  if (filter.scope) query = query.where('roles.scope', '=', filter.scope);
  return paginate(db, query.orderBy('roles.id'), page);
}

export async function findRoleById(db: Db, id: number, opts: { lock?: boolean } = {}) {
  let query = summaries(db).where('roles.id', '=', id);
  if (opts.lock) query = query.forNoKeyUpdate();
  return (await query.executeTakeFirst()) as RoleSummaryRow | undefined;
}

export const findRoleIdByName = (db: Db, name: string, exceptId?: number) => {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export const findRolesByIds = (db: Db, ids: number[]) =>
  ids.length
    ? db.selectFrom('roles').select(['id', 'name', 'scope', 'is_built_in']).where('id', 'in', ids).execute()
    : Promise.resolve([]);

export const insertRole = (db: Db, role: { name: string; scope: TRoleScope }) =>
  db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow();

export const renameRole = (db: Db, id: number, name: string) =>
  db.updateTable('roles').set({ name }).where('id', '=', id).execute();

export const listPermissionIdsOfRole = async (db: Db, roleId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission_id')
    .where('role_id', '=', roleId)
    .orderBy('permission_id')
    .execute();
  return rows.map((r) => r.permission_id);
};

export async function replaceRolePermissions(db: Db, roleId: number, permissionIds: number[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
    .execute();
}

export const listPermissions = (db: Db) =>
  db.selectFrom('permissions').select(['id', 'name', 'group_name']).orderBy('id').execute();
