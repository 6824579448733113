import { z } from 'zod';
import { ZAudience, ZTenantRole } from './roles.ts';
import { ZLocale } from './locales.ts';

export const ZLoginRequest = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
  /** A stable per-browser id, shown later in the user's list of active sessions. */
  fingerprint: z.string().max(128).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;
export type TLoginCommand = z.output<typeof ZLoginRequest>;

/** One tenant where the user holds a role (spec: authUser.roles with user_type, tenant_uuid, tenant_name). */
export const ZTenantMembership = z.object({
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  user_type: ZTenantRole.or(z.string()),
});

export const ZSessionUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  user_name: z.string(),
  email: z.string(),
  phone_mobile: z.string().nullable(),
  locale: ZLocale,
  audience: ZAudience,
  /** Firm-wide role names (SuperAdmin, Admin, Processor or a custom firm role). */
  staff_roles: z.array(z.string()),
  tenants: z.array(ZTenantMembership),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMeResponse = z.object({
  user: ZSessionUser,
  /** Every permission name the user holds anywhere; the web uses it only to hide what would be refused. */
  permissions: z.array(z.string()),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZLoginResponse = ZMeResponse.extend({
  token: z.string(),
  expires_at: z.iso.datetime(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
