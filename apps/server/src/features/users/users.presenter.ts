import type { TRoleRef, TUser } from '@ledgerport/contract';
import type { UserRow } from '../../platform/db/schema.ts';

/** What leaves the server about a firm user: never the password hash, locale or other internals. */
export function presentUser(user: UserRow, roles: TRoleRef[]): TUser {
  return {
    id: user.id,
    name: user.name,
    mobile: user.phone_mobile,
    email: user.email,
    roles,
    status: user.status,
    created_at: user.created_at.toISOString(),
  };
}

/** Groups `(user_id, id, name)` rows into each user's role list. */
export function rolesByUser(rows: { user_id: string; id: number; name: string }[]): Map<string, TRoleRef[]> {
  const byUser = new Map<string, TRoleRef[]>();
  for (const { user_id, id, name } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), { id, name }]);
  return byUser;
}
