import { z } from 'zod';
import { ZLocale } from './locales.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { ZTenantRole } from './roles.ts';
import { ZUserStatus } from './users.ts';

/** Tenant user list default page size (spec §9). */
export const TENANT_USERS_PER_PAGE = 20;

export const ZTenantUserParams = z.strictObject({ tenantId: z.uuid(), userId: z.uuid() });

/** One person's membership in one tenant, as /tenant/user/info lists it (spec §2: #, Name, Email, Contact, User Type, Status). */
export const ZTenantUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone_mobile: z.string().nullable(),
  /** The role held in this tenant (the spec's "first role"). */
  user_type: z.string(),
  /** ACTIVE shows Active; INVITED has not registered yet (the invitation can be re-sent); DISABLED may not sign in. */
  status: ZUserStatus,
  /** When the latest pending invitation lapses; null once registered or when none is pending. */
  invitation_expires_at: z.iso.datetime().nullable(),
  joined_at: z.iso.datetime(),
});
export type TTenantUser = z.infer<typeof ZTenantUser>;
export const ZTenantUserPage = zPage(ZTenantUser);
export type TTenantUserPage = z.infer<typeof ZTenantUserPage>;
export const ZTenantUsersQuery = ZPageQuery;

const required = (message: string, max = 200) => z.string().trim().min(1, message).max(max);

/**
 * POST /tenants/{tenantId}/users — spec §5 "Tenant user form and modal": Name, User Email (email format),
 * Mobile and User Type all required. Creates the person (INVITED) and e-mails the invitation; an e-mail that
 * already has an account answers 409 CONFLICT on `email` (link them instead).
 */
export const ZAddTenantUserRequest = z.strictObject({
  name: required(VALIDATION_MESSAGES.nameRequired),
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  phone_mobile: required(VALIDATION_MESSAGES.mobileRequired, 40),
  user_type: ZTenantRole,
  /** The invitee's language (their invitation and later e-mails); left out, the firm's (firm settings). */
  locale: ZLocale.optional(),
});
export type TAddTenantUserRequest = z.input<typeof ZAddTenantUserRequest>;
export type TAddTenantUserCommand = z.output<typeof ZAddTenantUserRequest>;

/**
 * POST /tenants/{tenantId}/users/link — gives an existing person a role in this tenant (spec: link existing
 * user). Unknown e-mail → 404 NOT_FOUND; already a member → 409 CONFLICT; a firm staff member → 409 CONFLICT
 * (a staff account never doubles as a client account).
 */
export const ZLinkTenantUserRequest = z.strictObject({
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254),
  user_type: ZTenantRole,
});
export type TLinkTenantUserRequest = z.input<typeof ZLinkTenantUserRequest>;

/**
 * The optional body of every "send the invitation again" call: `locale` writes this e-mail (and the invitee's
 * later ones) in another language; left out, the one chosen when they were invited.
 */
export const ZResendInvitationRequest = z.strictObject({ locale: ZLocale.optional() });
export type TResendInvitationRequest = z.input<typeof ZResendInvitationRequest>;

/** Answer of every "send the invitation (again)" call: a fresh link replaces the earlier ones. */
export const ZInvitationSent = z.object({ email: z.string(), expires_at: z.iso.datetime() });
export type TInvitationSent = z.infer<typeof ZInvitationSent>;
