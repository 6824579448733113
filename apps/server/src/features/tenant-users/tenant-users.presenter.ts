import type { TTenantUser } from '@ledgerport/contract';
import type { TenantUserRow } from './tenant-users.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a tenant user list row shows: the person, the role held in THIS tenant, and any pending link. */
export const presentTenantUser = (row: TenantUserRow): TTenantUser => ({
  uuid: row.id,
  name: row.name,
  email: row.email,
  phone_mobile: row.phone_mobile,
  user_type: row.user_type,
  status: row.status,
  invitation_expires_at: row.invitation_expires_at === null ? null : iso(row.invitation_expires_at),
  joined_at: iso(row.joined_at),
});
