import type { TStaffRole, TTenantRole } from './roles.ts';

/**
 * The permission catalogue, grouped as the role form shows it (spec §6: permission groups as switches).
 * The spec's own names ('create user', 'update user', 'create ROLE', 'update ROLE') are kept verbatim.
 * A database migration seeds these rows; a server test fails when this list and the database differ,
 * so adding a permission here needs a migration too.
 */
export const PERMISSION_GROUPS = {
  users: ['view user', 'create user', 'update user'],
  roles: ['view ROLE', 'create ROLE', 'update ROLE'],
  internalUsers: ['view internal user', 'create internal user'],
  tenants: ['view tenant', 'create tenant', 'update tenant'],
  tenantUsers: ['view tenant user', 'create tenant user'],
  files: ['view files', 'upload files', 'manage files', 'review files'],
  salesTax: ['view sales tax', 'submit sales tax', 'update sales tax'],
  payroll: ['view payroll', 'submit payroll'],
  requests: ['manage requests'],
  signing: ['manage signatures'],
  messages: ['remove messages'],
  // Issue 35: 'manage retention' (the schedule, company rules, legal holds) is the SuperAdmin's alone; 'dispose
  // records' approves a disposal (the later step), held by SuperAdmin and Admin.
  records: ['manage retention', 'dispose records'],
  // Issue 35, items 5 and 6: the compliance centre, incident register and reports ('view compliance'); a person's
  // data export and erasure ('manage personal data'). SuperAdmin and Admin.
  compliance: ['view compliance', 'manage personal data'],
  notifications: ['send bulk notifications'],
  settings: ['manage feature settings', 'manage firm settings'],
  audit: ['view audit trail', 'view outbox'],
} as const;

export type TPermissionGroup = keyof typeof PERMISSION_GROUPS;
export type TPermission = (typeof PERMISSION_GROUPS)[TPermissionGroup][number];
export const ALL_PERMISSIONS: readonly TPermission[] = Object.values(PERMISSION_GROUPS).flat();

const staffCommon: TPermission[] = [
  'view tenant',
  'view tenant user',
  'view files',
  'upload files',
  'manage files',
  'review files',
  'view sales tax',
  'update sales tax',
  'view payroll',
];
const tenantCommon: TPermission[] = [
  'view files',
  'upload files',
  'view sales tax',
  'submit sales tax',
  'view payroll',
  'submit payroll',
];

/**
 * What each built-in role may do. SuperAdmin holds everything; Admin runs the firm's day-to-day work
 * but does not redefine roles or flip feature settings; Processor works on client data only.
 * Tenant roles apply only inside the tenant where they are held.
 */
export const BUILT_IN_ROLE_PERMISSIONS: Record<TStaffRole | TTenantRole, readonly TPermission[]> = {
  SuperAdmin: ALL_PERMISSIONS,
  Admin: ALL_PERMISSIONS.filter(
    (p) => !['create ROLE', 'update ROLE', 'manage feature settings', 'view outbox', 'manage retention'].includes(p),
  ),
  Processor: staffCommon,
  TenantOwner: [...tenantCommon, 'manage files', 'view tenant user', 'create tenant user'],
  TenantManager: tenantCommon,
};
