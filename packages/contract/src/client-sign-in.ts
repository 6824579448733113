import { z } from 'zod';
import { ZSecondFactorRequired, ZSignedIn } from './auth.ts';

/** Issue 32: how clients (TenantOwner, TenantManager) may sign in. Staff always sign in with a password or passkey. */
export const CLIENT_SIGN_IN_METHODS = ['password', 'email_link', 'passkey'] as const;
export type TClientSignInMethod = (typeof CLIENT_SIGN_IN_METHODS)[number];

/** A sign-in link and its code work this long, in the browser that asked for them. */
export const EMAIL_SIGN_IN_TTL_MINUTES = 15;
/** Wrong codes before the link's code stops working (the link itself goes with it). */
export const EMAIL_SIGN_IN_MAX_CODE_FAILURES = 5;

/** What the login page may offer a client; public (no session), so it says nothing about any one account. */
export const ZClientSignInMethods = z.object({
  password: z.boolean(),
  email_link: z.boolean(),
  passkey: z.boolean(),
});
export type TClientSignInMethods = z.infer<typeof ZClientSignInMethods>;

/** The firm's choice ('manage firm settings'): the methods (at least one) and whether clients need a second step. */
export const ZClientSignInSettings = ZClientSignInMethods.extend({ client_mfa_required: z.boolean() });
export type TClientSignInSettings = z.infer<typeof ZClientSignInSettings>;
export const ZUpdateClientSignInSettings = z
  .strictObject({
    password: z.boolean(),
    email_link: z.boolean(),
    passkey: z.boolean(),
    client_mfa_required: z.boolean(),
  })
  .refine((s) => s.password || s.email_link || s.passkey, {
    message: 'allow at least one way to sign in',
    path: ['password'],
  });

/** "E-mail me a sign-in link": the same answer (202) for every address. */
export const ZEmailSignInRequest = z.strictObject({ email: z.email().max(254) });

/** The link's token: 256 random bits, base64url. */
const ZSignInToken = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[\w-]+$/, 'must be the token of a sign-in link');

const signInOptions = {
  rememberMe: z.boolean().default(false),
  fingerprint: z.string().max(128).optional(),
};

/** Opening the e-mailed link (in the browser that asked for it: its binding cookie goes along). */
export const ZEmailLinkSignInRequest = z.strictObject({ token: ZSignInToken, ...signInOptions });
export type TEmailLinkSignInRequest = z.input<typeof ZEmailLinkSignInRequest>;

/** Typing the e-mailed 6-digit code in the browser that asked for it. */
export const ZEmailCodeSignInRequest = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'must be the 6 digits of the e-mail'),
  ...signInOptions,
});
export type TEmailCodeSignInRequest = z.input<typeof ZEmailCodeSignInRequest>;

/** A link opened in another browser: send a new one, bound to this browser, to the same address. */
export const ZRenewSignInLinkRequest = z.strictObject({ token: ZSignInToken });

export const ZEmailSignInResponse = z.union([ZSignedIn, ZSecondFactorRequired]);

/**
 * Asking for the sign-in's second step by e-mail or by SMS (a client who chose codes by e-mail or SMS as a
 * factor); e-mail when `channel` is left out.
 */
export const ZSendSecondFactorCodeRequest = z.strictObject({
  challenge: z.uuid(),
  channel: z.enum(['email', 'sms']).default('email'),
});
