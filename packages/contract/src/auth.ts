import { z } from 'zod';
import { ZAudience, ZTenantRole } from './roles.ts';
import { ZLocale } from './locales.ts';

export const ZLoginRequest = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
  /** A stable per-browser id, shown later in the user's list of active sessions. */
  fingerprint: z.string().max(128).optional(),
  /** The token of a device the user chose to remember (30 days): it spares them the second factor here. */
  trustedDevice: z.string().max(200).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;
export type TLoginCommand = z.output<typeof ZLoginRequest>;

/** One tenant where the user holds a role (spec: authUser.roles with user_type, tenant_uuid, tenant_name). */
export const ZTenantMembership = z.object({
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  user_type: ZTenantRole.or(z.string()),
  /**
   * What the user may do in this tenant, so the web offers each company only what its role allows (the server
   * checks again). Optional: a session stored by an older version has none, and the web then falls back to
   * the user's permissions anywhere.
   */
  permissions: z.array(z.string()).optional(),
});
export type TTenantMembership = z.infer<typeof ZTenantMembership>;

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
  /**
   * The firm requires a second factor of this user and they have none yet: until they enrol one, the session
   * reaches only sign-out, their language and the enrolment routes (everything else answers 403
   * MFA_ENROLMENT_REQUIRED), and the web shows the enrolment screen.
   */
  mfa_enrolment_required: z.boolean(),
  /** Every permission name the user holds anywhere; the web uses it only to hide what would be refused. */
  permissions: z.array(z.string()),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** A finished sign-in: the session's token and who it is for. */
export const ZSignedIn = ZMeResponse.extend({
  token: z.string(),
  expires_at: z.iso.datetime(),
  /** Given when the user asked to remember this device: sent back as `trustedDevice` at the next sign-ins. */
  trusted_device: z.string().optional(),
});
export type TSignedIn = z.infer<typeof ZSignedIn>;

/**
 * `email_code` / `sms_code`: a 6-digit code e-mailed or texted on request (clients who chose it as their
 * factor, issue 32).
 */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey', 'email_code', 'sms_code'] as const;
export const ZSecondFactorMethod = z.enum(SECOND_FACTOR_METHODS);
export type TSecondFactorMethod = z.infer<typeof ZSecondFactorMethod>;

/**
 * The password was right and the user has a second factor: the sign-in continues with
 * POST /auth/login/second-factor within 5 minutes. `passkey_options` (WebAuthn request options) when the
 * user has a passkey.
 */
export const ZSecondFactorRequired = z.object({
  second_factor: z.object({
    challenge: z.string(),
    methods: z.array(ZSecondFactorMethod),
    passkey_options: z.record(z.string(), z.unknown()).optional(),
    /** With `sms_code`: the number codes are texted to, masked ("•••• 1234"). */
    sms_to: z.string().optional(),
  }),
});
export type TSecondFactorRequired = z.infer<typeof ZSecondFactorRequired>;

export const ZLoginResponse = z.union([ZSignedIn, ZSecondFactorRequired]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
