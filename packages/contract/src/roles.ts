import { z } from 'zod';
import { STAFF_ROLES, TENANT_ROLES } from './signed-in-constants.ts';

export const ZStaffRole = z.enum(STAFF_ROLES);
export const ZTenantRole = z.enum(TENANT_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;
export type TTenantRole = z.infer<typeof ZTenantRole>;

/** Where a role applies: `firm` roles are global, `tenant` roles only inside one tenant. */
export const ZRoleScope = z.enum(['firm', 'tenant']);
export type TRoleScope = z.infer<typeof ZRoleScope>;

/** Which portal a user sees. Per spec §1 a user counts as a client as soon as they hold a tenant role. */
export const ZAudience = z.enum(['staff', 'client']);
export type TAudience = z.infer<typeof ZAudience>;
