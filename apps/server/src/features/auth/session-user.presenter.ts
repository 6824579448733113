import type { TLocale, TSessionUser } from '@ledgerport/contract';
import { LOCALES } from '@ledgerport/contract';
import type { Access } from '../../platform/auth/access.ts';
import type { UserRow } from '../../platform/db/schema.ts';

const asLocale = (value: string): TLocale =>
  (LOCALES as readonly string[]).includes(value) ? (value as TLocale) : 'en';

/** What leaves the server about the signed-in user: never the hash, status internals or other sessions. */
export function presentSessionUser(
  user: Pick<UserRow, 'id' | 'name' | 'user_name' | 'email' | 'phone_mobile' | 'locale'>,
  access: Access,
): TSessionUser {
  return {
    uuid: user.id,
    name: user.name,
    user_name: user.user_name,
    email: user.email,
    phone_mobile: user.phone_mobile,
    locale: asLocale(user.locale),
    audience: access.audience,
    staff_roles: access.staffRoles,
    tenants: [...access.tenants].map(([tenantId, t]) => ({
      tenant_uuid: tenantId,
      tenant_name: t.tenantName,
      user_type: t.role,
      permissions: [...t.permissions].sort(),
    })),
  };
}
