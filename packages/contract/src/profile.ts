import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { PASSWORDS_DONT_MATCH_MESSAGE, ZStrongPassword } from './users.ts';

/** PATCH /auth/me — what a user may change about themselves (the e-mail is the sign-in name: staff change it). Answers ZMeResponse. */
export const ZUpdateProfileRequest = z.strictObject({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  phone_mobile: z.string().trim().min(1, VALIDATION_MESSAGES.mobileRequired).max(40),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/**
 * PUT /auth/me/password — the current password is required; a wrong one answers 400 WRONG_CURRENT_PASSWORD
 * (never 401: the caller's session is fine). Success ends the user's other sessions and keeps this one.
 */
export const ZChangePasswordRequest = z
  .strictObject({
    current_password: z.string().min(1, VALIDATION_MESSAGES.currentPasswordRequired).max(1024),
    password: ZStrongPassword,
    password_confirmation: z.string().min(1, VALIDATION_MESSAGES.confirmPassword).max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** One signed-in device (what the spec's browser-fingerprint status list becomes). */
export const ZActiveSession = z.object({
  id: z.uuid(),
  /** The browser's User-Agent as sent at sign-in; the screen shortens it to "Chrome on Windows" and the like. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** The session making this request. */
  current: z.boolean(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;

/** GET /auth/sessions — the caller's unrevoked, unexpired sessions, most recently seen first. */
export const ZActiveSessionList = z.object({ data: z.array(ZActiveSession) });
export type TActiveSessionList = z.infer<typeof ZActiveSessionList>;

/** DELETE /auth/sessions/{sessionId} — signs that device out; someone else's session answers 404. */
export const ZSessionIdParams = z.strictObject({ sessionId: z.uuid() });
