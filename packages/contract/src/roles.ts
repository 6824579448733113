import { z } from 'zod';

/** Firm-wide roles: whoever holds one works on the CPA side (header "CPA PORTAL"). */
export const STAFF_ROLES = ['SuperAdmin', 'Admin', 'Processor'] as const;
/** Roles held inside one tenant: a user may hold one in several tenants (header "CLIENT PORTAL"). */
export const TENANT_ROLES = ['TenantOwner', 'TenantManager'] as const;
export const BUILT_IN_ROLES = [...STAFF_ROLES, ...TENANT_ROLES] as const;

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
