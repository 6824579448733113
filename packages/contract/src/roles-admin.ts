import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { ZRoleScope } from './roles.ts';

/** Spec §9: the role list shows 15 rows unless the user picks another page size. */
export const ROLES_PER_PAGE = 15;

/** The built-in role that holds everything: nobody edits it, and it is granted only by another SuperAdmin. */
export const SUPER_ADMIN_ROLE = 'SuperAdmin';

export const SELECT_PERMISSION_MESSAGE = VALIDATION_MESSAGES.selectPermission;

/** GET /roles: the page query, optionally narrowed to firm or tenant roles (the user form lists firm roles). */
export const ZRoleListQuery = ZPageQuery.extend({ scope: ZRoleScope.optional() });
export type TRoleListQuery = z.input<typeof ZRoleListQuery>;
export type TRoleListCommand = z.output<typeof ZRoleListQuery>;

/** A role as the role list shows it (spec §3 role). */
export const ZRoleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  guard_name: z.string(),
  scope: ZRoleScope,
  /** Seeded by the product: a built-in role keeps its name, and SuperAdmin cannot be changed at all. */
  is_built_in: z.boolean(),
  permissions_count: z.number().int(),
});
export type TRoleSummary = z.infer<typeof ZRoleSummary>;
export const ZRoleSummaryPage = zPage(ZRoleSummary);
export type TRoleSummaryPage = z.infer<typeof ZRoleSummaryPage>;

/** A role as the role form reads it: with the ids of its permissions. */
export const ZRole = ZRoleSummary.extend({ permissions: z.array(z.number().int()) });
export type TRole = z.infer<typeof ZRole>;

export const ZRoleIdParams = z.object({ id: z.coerce.number().int().positive() });

/** One switch group of the role form: the contract's group key and its permissions, in catalogue order. */
export const ZPermissionGroupItem = z.object({
  name: z.string(),
  permissions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TPermissionGroupItem = z.infer<typeof ZPermissionGroupItem>;
export const ZPermissionGroupList = z.array(ZPermissionGroupItem);

const roleFields = {
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(100),
  permissions: z.array(z.number().int().positive()).min(1, SELECT_PERMISSION_MESSAGE).max(500),
};

/** POST /roles. The scope is chosen once, here: a firm role never turns into a tenant role. */
export const ZCreateRoleRequest = z.strictObject({ ...roleFields, scope: ZRoleScope.default('firm') });
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;
export type TCreateRoleCommand = z.output<typeof ZCreateRoleRequest>;

/** PUT /roles/{id}. `scope` may be repeated as it is; a different one is refused. */
export const ZUpdateRoleRequest = z.strictObject({ ...roleFields, scope: ZRoleScope.optional() });
export type TUpdateRoleRequest = z.input<typeof ZUpdateRoleRequest>;
export type TUpdateRoleCommand = z.output<typeof ZUpdateRoleRequest>;
