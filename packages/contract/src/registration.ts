import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { ZStrongPassword } from './users.ts';

/** A sign-up code lives 10 minutes and allows 5 tries (issue 3). */
export const SIGNUP_CODE_TTL_MINUTES = 10;
export const SIGNUP_CODE_MAX_ATTEMPTS = 5;
export const SIGNUP_CODE_LENGTH = 6;

/**
 * POST /invitations/{token}/register — spec §7 registration payload (user_verification_uuid travels as the
 * path's token). Stores the name and password and e-mails a 6-digit code; the account becomes ACTIVE only
 * when the code is confirmed. Registering again from the same link sends a new code (the old one dies).
 */
export const ZRegisterRequest = z.strictObject({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  password: ZStrongPassword,
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
/** Where the code went, so the code screen can fill in the e-mail (spec: OTP username is the e-mail). */
export const ZRegisterResponse = z.object({ email: z.string(), code_expires_at: z.iso.datetime() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/**
 * POST /registration/confirm — spec §7 "OTP payload: username (the email) and code". Wrong code → 400
 * INVALID_CODE (details say how many tries are left); expired, used up or out of tries → 410 CODE_EXPIRED.
 */
export const ZConfirmSignupRequest = z.strictObject({
  username: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, VALIDATION_MESSAGES.signupCodeFormat),
});
export type TConfirmSignupRequest = z.input<typeof ZConfirmSignupRequest>;

/**
 * POST /registration/code — "send me a new code" from the code screen. Always 202 with the same body,
 * whether or not the e-mail has a registration waiting (no account discovery).
 */
export const ZResendSignupCodeRequest = z.strictObject({
  username: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
});
export const ZAccepted = z.object({ accepted: z.literal(true) });
export type TAccepted = z.infer<typeof ZAccepted>;
