import { z } from 'zod';
import { ZLocale } from './locales.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { zPage } from './pagination.ts';

/** Spec §9: the user list shows 15 rows unless the user picks another page size. */
export const USERS_PER_PAGE = 15;

/** Spec §5, word for word: the one password rule (user form, registration, password reset). */
export const PASSWORD_RULE_MESSAGE = VALIDATION_MESSAGES.passwordRule;
export const PASSWORDS_DONT_MATCH_MESSAGE = VALIDATION_MESSAGES.passwordsDontMatch;
export const SELECT_USER_ROLE_MESSAGE = VALIDATION_MESSAGES.selectUserRole;

// Spec §5 lists "@$!%*?&" as the special characters; any character that is neither a letter nor a digit counts
// here (#, ^, a space...): a user refused for "#" learned nothing about security, only about our list.
const STRONG_PASSWORD = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\p{Nd})(?=.*[^\p{L}\p{N}]).{8,}$/su;

export const ZStrongPassword = z.string().max(1024).regex(STRONG_PASSWORD, PASSWORD_RULE_MESSAGE);

export const isStrongPassword = (value: string) => ZStrongPassword.safeParse(value).success;

/** ACTIVE may sign in; DISABLED may not (and loses every session); INVITED has not chosen a password yet. */
export const ZUserStatus = z.enum(['ACTIVE', 'INVITED', 'DISABLED']);
export type TUserStatus = z.infer<typeof ZUserStatus>;
/** What the user form may set: an invitation is accepted by the invitee, never by an administrator. */
export const ZEditableUserStatus = z.enum(['ACTIVE', 'DISABLED']);

export const ZRoleRef = z.object({ id: z.number().int(), name: z.string() });
export type TRoleRef = z.infer<typeof ZRoleRef>;

/** A firm user as the user list and the user form read it (spec §3 user list row). */
export const ZUser = z.object({
  id: z.uuid(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string(),
  /** The user's firm roles (tenant roles are managed with each tenant). */
  roles: z.array(ZRoleRef),
  status: ZUserStatus,
  created_at: z.iso.datetime(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserPage = zPage(ZUser);
export type TUserPage = z.infer<typeof ZUserPage>;

export const ZUserIdParams = z.object({ id: z.uuid() });

const userFields = {
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  mobile: z.string().trim().min(1, VALIDATION_MESSAGES.mobileRequired).max(32),
  roles: z.array(z.number().int().positive()).min(1, SELECT_USER_ROLE_MESSAGE).max(50),
};

const passwordsMatch = (body: { password?: string | undefined; password_confirmation?: string | undefined }) =>
  (body.password ?? '') === (body.password_confirmation ?? '');
const mismatch = { message: PASSWORDS_DONT_MATCH_MESSAGE, path: ['password_confirmation'] };

/**
 * POST /users: a new firm user. Without a password (the default) they are INVITED and e-mailed a link to choose
 * their own; with one they sign in with it at once. An invitation waits for its invitee, so it cannot start
 * DISABLED.
 */
export const ZCreateUserRequest = z
  .strictObject({
    ...userFields,
    password: ZStrongPassword.optional(),
    password_confirmation: z.string().max(1024).optional(),
    status: ZEditableUserStatus.default('ACTIVE'),
    /** The new user's language (the invitation and later e-mails); left out, the firm's (firm settings). */
    locale: ZLocale.optional(),
  })
  .refine((body) => !body.password || body.password_confirmation, {
    message: VALIDATION_MESSAGES.confirmPassword,
    path: ['password_confirmation'],
  })
  .refine(passwordsMatch, mismatch)
  .refine((body) => body.password || body.status === 'ACTIVE', {
    message: VALIDATION_MESSAGES.invitedStartsActive,
    path: ['status'],
  });
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;
export type TCreateUserCommand = z.output<typeof ZCreateUserRequest>;

/** PUT /users/{id}: the whole user; leave both passwords out to keep the current one. */
export const ZUpdateUserRequest = z
  .strictObject({
    ...userFields,
    password: ZStrongPassword.optional(),
    password_confirmation: z.string().max(1024).optional(),
    status: ZEditableUserStatus,
  })
  .refine(passwordsMatch, mismatch);
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;
export type TUpdateUserCommand = z.output<typeof ZUpdateUserRequest>;
