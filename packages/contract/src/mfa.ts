import { z } from 'zod';

/** A six-digit code from an authenticator app (RFC 6238, 30-second steps). */
export const ZTotpCode = z.string().regex(/^\d{6}$/, 'must be the 6 digits the authenticator app shows');
/** A single-use recovery code as shown at enrolment: two groups of five letters and digits. */
export const ZRecoveryCode = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5}$/, 'must be a recovery code such as k7q2m-x9p4t');

/** A WebAuthn response from the browser (@simplewebauthn/browser's JSON), checked by the server's library. */
export const ZWebAuthnResponse = z.record(z.string(), z.unknown());

/**
 * The second step of a sign-in: one of a TOTP code, a recovery code or a passkey assertion. `rememberDevice`
 * keeps this browser trusted for 30 days (no second factor there; revocable from the profile).
 */
export const ZSecondFactorRequest = z
  .strictObject({
    // The sign-in challenge's id as the first step gave it: any other text is refused before the database sees it.
    challenge: z.uuid(),
    code: ZTotpCode.optional(),
    recovery_code: ZRecoveryCode.optional(),
    passkey: ZWebAuthnResponse.optional(),
    /** The code e-mailed for this sign-in (POST /auth/login/second-factor/code). */
    email_code: ZTotpCode.optional(),
    /** The code texted for this sign-in (POST /auth/login/second-factor/code with channel 'sms'). */
    sms_code: ZTotpCode.optional(),
    rememberDevice: z.boolean().default(false),
  })
  .refine(
    (body) =>
      [body.code, body.recovery_code, body.passkey, body.email_code, body.sms_code].filter(Boolean).length === 1,
    { message: 'give exactly one of code, recovery_code, passkey, email_code or sms_code', path: ['code'] },
  );
export type TSecondFactorRequest = z.input<typeof ZSecondFactorRequest>;

/** Signing in with a passkey alone (no e-mail, no password): options first, then the browser's answer. */
export const ZPasskeySignInOptions = z.object({
  challenge: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export const ZPasskeySignInRequest = z.strictObject({
  challenge: z.uuid(),
  passkey: ZWebAuthnResponse,
  rememberMe: z.boolean().default(false),
  fingerprint: z.string().max(128).optional(),
});
export type TPasskeySignInRequest = z.input<typeof ZPasskeySignInRequest>;

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** A browser the user chose to remember: it signs in without a second factor until `expires_at`. */
export const ZTrustedDevice = z.object({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type TTrustedDevice = z.infer<typeof ZTrustedDevice>;

/** The signed-in user's second factors, as the profile's "Two-step sign-in" page shows them. */
export const ZMfaStatus = z.object({
  /** The firm requires a second factor of this user (staff or clients setting). */
  required: z.boolean(),
  totp: z.boolean(),
  /** Codes by e-mail at each sign-in (clients only, issue 32). */
  email_code: z.boolean(),
  /** Codes by SMS at each sign-in (clients only): the number, masked ("•••• 1234"), or null. */
  sms_code: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(ZPasskey),
  trusted_devices: z.array(ZTrustedDevice),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

/** A new authenticator-app secret, to scan (QR code as an SVG data URL) or type in; confirmed by a code. */
export const ZTotpSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpConfirmRequest = z.strictObject({ code: ZTotpCode });

/** Confirming codes by e-mail as a second factor with the code just e-mailed. */
export const ZEmailFactorConfirmRequest = z.strictObject({ code: ZTotpCode });

/**
 * Codes by SMS as a second factor (clients): a code is texted to `phone` (written as it is dialled; read as a US
 * number without a country code), and confirming it turns them on for that number. A number the server cannot
 * read → 400 on `phone` (phoneInvalid).
 */
export const ZSmsFactorStartRequest = z.strictObject({ phone: z.string().trim().min(1).max(30) });
export const ZSmsFactorConfirmRequest = z.strictObject({ code: ZTotpCode });

/** Ten fresh single-use codes, shown once; given with the first factor and on renewal. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()).nullable() });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZPasskeyRegistrationRequest = z.strictObject({
  passkey: ZWebAuthnResponse,
  name: z.string().trim().min(1).max(60),
});

/** The firm's second-factor policy (SuperAdmin). Staff: on by default; clients: off by default. */
export const ZMfaPolicy = z.strictObject({
  staff_mfa_required: z.boolean(),
  client_mfa_required: z.boolean(),
});
export type TMfaPolicy = z.infer<typeof ZMfaPolicy>;

/** The "this wasn't me" link of a new-device e-mail. */
export const ZNotMeRequest = z.strictObject({ token: z.string().min(10).max(200) });
