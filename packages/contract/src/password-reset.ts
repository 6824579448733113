import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { PASSWORDS_DONT_MATCH_MESSAGE, ZStrongPassword } from './users.ts';

/** A reset link lasts one hour and works once (issue 3). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * POST /auth/password-reset — spec §5 "Forgot password: email required and a valid email". Always 202
 * with the same body whether or not the address has an account (no account discovery).
 */
export const ZForgotPasswordRequest = z.strictObject({ email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254) });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZPasswordResetTokenParams = z.strictObject({ token: z.string().min(16).max(128) });

/** GET /auth/password-reset/{token}: whose password the link resets; 410 LINK_EXPIRED when used, unknown or late. */
export const ZPasswordResetLink = z.object({ email: z.string(), expires_at: z.iso.datetime() });
export type TPasswordResetLink = z.infer<typeof ZPasswordResetLink>;

/** POST /auth/password-reset/{token}: sets the password, spends the link and ends every session of the user. */
export const ZResetPasswordRequest = z
  .strictObject({
    password: ZStrongPassword,
    password_confirmation: z.string().min(1, VALIDATION_MESSAGES.confirmPassword).max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
