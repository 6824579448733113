import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { ZLocale } from './locales.ts';
import { ZStaffRole } from './roles.ts';

/** Internal user list default page size (spec §9). */
export const INTERNAL_USERS_PER_PAGE = 20;

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max);

/** Spec §5: every field of the internal user form is required. */
export const ZCreateInternalUserRequest = z.strictObject({
  user_name: required(VALIDATION_MESSAGES.userNameRequired),
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  phone_mobile: required(VALIDATION_MESSAGES.mobileRequired, 40),
  phone_office: required(VALIDATION_MESSAGES.officePhoneRequired, 40),
  fax: required(VALIDATION_MESSAGES.faxRequired, 40),
  user_type: ZStaffRole,
  /** The invitee's language (their invitation and later e-mails); left out, the firm's (firm settings). */
  locale: ZLocale.optional(),
});
export type TCreateInternalUserRequest = z.input<typeof ZCreateInternalUserRequest>;
export type TCreateInternalUserCommand = z.output<typeof ZCreateInternalUserRequest>;

export const ZInternalUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone_mobile: z.string().nullable(),
  phone_office: z.string().nullable(),
  fax: z.string().nullable(),
  roles: z.array(z.object({ user_type: z.string() })),
  /** ACTIVE shows Active; anything else (INVITED, DISABLED) In-active (spec §3). */
  fin_state: z.enum(['ACTIVE', 'INVITED', 'DISABLED']),
  created_at: z.iso.datetime(),
});
export type TInternalUser = z.infer<typeof ZInternalUser>;

/** The invited user as the registration screen shows them (spec §2 Complete registration). */
export const ZInvitedUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  phone_mobile: z.string().nullable(),
  expires_at: z.iso.datetime(),
  /** The language staff chose for the invitee: the registration screen opens in it (unless the browser chose one). */
  locale: ZLocale,
});
export type TInvitedUser = z.infer<typeof ZInvitedUser>;

export const ZInvitationTokenParams = z.strictObject({ token: z.string().min(16).max(128) });
