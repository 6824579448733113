import {
  PERMISSION_GROUPS,
  ROLES_PER_PAGE,
  SUPER_ADMIN_ROLE,
  type TCreateRoleCommand,
  type TPermissionGroupItem,
  type TRole,
  type TRoleListCommand,
  type TRoleRef,
  type TUpdateRoleCommand,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  findRoleById,
  findRoleIdByName,
  findRolesByIds,
  insertRole,
  listPermissionIdsOfRole,
  listPermissions,
  listRoles,
  renameRole,
  replaceRolePermissions,
} from './roles.repo.ts';

/** A 400 naming each offending item, e.g. `roles.1`, so a form can mark the field. */
const unknownIds = (field: string, what: string, ids: number[], all: number[]) =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    `Unknown ${what}`,
    ids.map((id) => ({ field: `${field}.${all.indexOf(id)}`, message: `No ${what} has the id ${id}` })),
  );

const nameTaken = () =>
  new AppError(409, 'CONFLICT', 'Another role already has this name', [
    { field: 'name', message: 'Another role already has this name' },
  ]);

/**
 * The firm roles with these ids (duplicates dropped). An id that is no role, or a tenant role (those are held
 * per tenant, not firm-wide), is refused with the field named.
 */
export async function requireFirmRoles(db: Db, ids: number[]): Promise<TRoleRef[]> {
  const unique = [...new Set(ids)];
  const rows = await findRolesByIds(db, unique);
  const firm = rows.filter((r) => r.scope === 'firm');
  const missing = unique.filter((id) => !firm.some((r) => r.id === id));
  if (missing.length) throw unknownIds('roles', 'firm role', missing, ids);
  return firm.map(({ id, name }) => ({ id, name }));
}

/** The firm role of this name, as the internal user form names its staff type (built-in roles always exist). */
export async function requireFirmRoleNamed(db: Db, name: string): Promise<TRoleRef> {
  const found = await findRoleIdByName(db, name);
  if (!found) throw notFound('Role');
  const [role] = await requireFirmRoles(db, [found.id]);
  return role!;
}

async function requirePermissionIds(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const known = new Set((await listPermissions(db)).map((p) => p.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw unknownIds('permissions', 'permission', missing, ids);
  return unique;
}

/** What the trail keeps of a role: its name and scope, and its permissions by name, sorted. */
const AUDITED_FIELDS = ['name', 'scope', 'permissions'] as const;
async function auditedRole(db: Db, role: TRole) {
  const names = new Map((await listPermissions(db)).map((p) => [p.id, p.name]));
  const permissions = role.permissions.map((id) => names.get(id) ?? String(id)).sort();
  return { name: role.name, scope: role.scope, permissions };
}

export function createRolesService(deps: { db: Kysely<DB>; audited: Audited }) {
  const { db, audited } = deps;

  async function read(trx: Db, id: number): Promise<TRole> {
    const role = await findRoleById(trx, id);
    if (!role) throw notFound('Role');
    return { ...role, permissions: await listPermissionIdsOfRole(trx, id) };
  }

  /** Runs `work`, answering 409 when the name is taken by a role written at the same moment. */
  const saving = <T>(work: () => Promise<T>) => refusingDuplicates(work, nameTaken);

  /** The rules of a role edit, and its event, in one transaction with the role locked. */
  function updateRole(scope: AuditScope, id: number, input: TUpdateRoleCommand) {
    return db.transaction().execute(async (trx) => {
      const role = await findRoleById(trx, id, { lock: true });
      if (!role) throw notFound('Role');
      if (role.is_built_in && role.name === SUPER_ADMIN_ROLE) {
        throw new AppError(409, 'ROLE_LOCKED', 'The SuperAdmin role holds every permission and cannot be changed');
      }
      if (role.is_built_in && input.name !== role.name) {
        throw new AppError(409, 'ROLE_LOCKED', 'A built-in role keeps its name', [
          { field: 'name', message: 'A built-in role keeps its name' },
        ]);
      }
      if (input.scope && input.scope !== role.scope) {
        throw new AppError(400, 'VALIDATION_ERROR', 'A role keeps the scope it was created with', [
          { field: 'scope', message: 'A role keeps the scope it was created with' },
        ]);
      }
      if (await findRoleIdByName(trx, input.name, id)) throw nameTaken();
      const permissions = await requirePermissionIds(trx, input.permissions);
      const before = await auditedRole(trx, await read(trx, id));
      if (input.name !== role.name) await renameRole(trx, id, input.name);
      await replaceRolePermissions(trx, id, permissions);
      const updated = await read(trx, id);
      scope.changes = diffChanges(before, await auditedRole(trx, updated), AUDITED_FIELDS);
      await scope.recordIn(trx);
      return updated;
    });
  }

  return {
    list: (query: TRoleListCommand) =>
      listRoles(db, { search: query.search, scope: query.scope }, pageRequest(query, ROLES_PER_PAGE)),

    get: (id: number) => read(db, id),

    /** Every permission, in the catalogue's groups and order: the role form's switch groups. */
    async permissionGroups(): Promise<TPermissionGroupItem[]> {
      const byName = new Map((await listPermissions(db)).map((p) => [p.name, p]));
      return Object.entries(PERMISSION_GROUPS).map(([group, names]) => ({
        name: group,
        permissions: names.flatMap((name) => {
          const row = byName.get(name);
          return row ? [{ id: row.id, name: row.name }] : [];
        }),
      }));
    },

    create: (actor: Principal, input: TCreateRoleCommand) =>
      audited(auditActorOf(actor), { action: 'ROLE_CREATE', tenantId: null, target: 'role:new' }, (scope) => {
        requireFirmPermission(actor, 'create ROLE');
        return saving(() =>
          db.transaction().execute(async (trx) => {
            if (await findRoleIdByName(trx, input.name)) throw nameTaken();
            const permissions = await requirePermissionIds(trx, input.permissions);
            const { id } = await insertRole(trx, { name: input.name, scope: input.scope });
            await replaceRolePermissions(trx, id, permissions);
            const created = await read(trx, id);
            scope.target = `role:${id}`;
            scope.changes = diffChanges(null, await auditedRole(trx, created), AUDITED_FIELDS);
            await scope.recordIn(trx);
            return created;
          }),
        );
      }),

    update: (actor: Principal, id: number, input: TUpdateRoleCommand) =>
      audited(auditActorOf(actor), { action: 'ROLE_UPDATE', tenantId: null, target: `role:${id}` }, (scope) => {
        requireFirmPermission(actor, 'update ROLE');
        return saving(() => updateRole(scope, id, input));
      }),
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
