import type { TLocale, TRoleRef } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import { auditActorOf } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB, UserRow } from '../../platform/db/schema.ts';
import { refusingDuplicates } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import { assertMayTouchSuperAdmin } from './super-admin-guard.ts';
import { emailTakenByOther, insertUser, replaceFirmRoles } from './users.repo.ts';

export const emailTaken = () =>
  new AppError(409, 'CONFLICT', 'Another user already has this e-mail address', [
    { field: 'email', message: 'Another user already has this e-mail address' },
  ]);

/** Two saves of the same address at the same moment: the unique index decides, the loser gets the same 409. */
export const guardingEmail = <T>(work: () => Promise<T>) => refusingDuplicates(work, emailTaken);

/**
 * How a new staff member first signs in: by default an e-mailed invitation (they choose their own password,
 * nobody else ever knows it); or a password the administrator typed, when the user form asks for one.
 */
export type StaffSignIn =
  { kind: 'invite' } | { kind: 'password'; passwordHash: string; status: 'ACTIVE' | 'DISABLED' };

export type NewStaffMember = {
  name: string;
  email: string;
  userName: string;
  phoneMobile: string;
  phoneOffice?: string | null;
  fax?: string | null;
  roles: TRoleRef[];
  signIn: StaffSignIn;
  /** Their language (the invitation and later e-mails); left out, the firm's for an invitation. */
  locale?: TLocale | undefined;
};

/**
 * The one way a firm member is added, from /users/create and /create/internal/user alike: the SuperAdmin
 * rule, the e-mail check, the user row (INVITED with its invitation e-mail, or with a password) and the firm
 * roles, all in the caller's transaction. The caller wraps it in its audited action and `guardingEmail`.
 */
export async function addStaffMember(
  trx: Transaction<DB>,
  invitations: InvitationsService,
  actor: Principal,
  member: NewStaffMember,
): Promise<UserRow> {
  assertMayTouchSuperAdmin(actor.access, [], member.roles);
  if (await emailTakenByOther(trx, member.email)) throw emailTaken();
  const fields = {
    email: member.email,
    name: member.name,
    user_name: member.userName,
    phone_mobile: member.phoneMobile,
    phone_office: member.phoneOffice ?? null,
    fax: member.fax ?? null,
    ...(member.locale ? { locale: member.locale } : {}),
  };
  const user =
    member.signIn.kind === 'invite'
      ? (
          await invitations.createInvitedUser(trx, fields, {
            actor: auditActorOf(actor),
            tenantId: null,
            companyName: null,
          })
        ).user
      : await insertUser(trx, { ...fields, password_hash: member.signIn.passwordHash, status: member.signIn.status });
  await replaceFirmRoles(
    trx,
    user.id,
    member.roles.map((r) => r.id),
  );
  return user;
}
