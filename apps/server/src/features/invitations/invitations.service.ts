import { randomBytes } from 'node:crypto';
import type { TInvitationSent, TInvitedUser, TLocale } from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { recordAlongside, type AuditActor, type AuditBatch, type AuditScope } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import { firmLocale } from '../../platform/branding/firm-branding.repo.ts';
import type { DB, NewUser } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { mailLocale } from '../../platform/mail/templates/render-mail.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import {
  deleteOpenInvitations,
  findInvitationByTokenHash,
  findSenderName,
  insertInvitation,
  insertInvitedUser,
  lockInvitee,
  updateInviteeLocale,
} from './invitations.repo.ts';
import { appUrl, invitationPath } from '@ledgerport/contract';
import { hashToken } from '../../platform/auth/token-hash.ts';

export const INVITATION_TTL_DAYS = 7;

export type Invitee = { id: string; email: string; name: string; locale: string };

/**
 * Who is being invited: everything of the user row except what registration fills in later. `locale`, the
 * language staff chose for them, is what the invitation (and every later e-mail) is written in; left out, the
 * firm's language (firm settings).
 */
export type NewInvitee = Omit<NewUser, 'password_hash' | 'status'>;

/**
 * Who sends an invitation, for the trail (INVITATION_SEND, target `user:<invitee>`): the actor and the tenant
 * the invitee joins (null for staff). A re-send is itself the audited action and passes its `scope`, which
 * records the sending; a bulk import passes its `batch`; otherwise the sending is one more event beside the
 * change that invited.
 */
export type InvitationSender = {
  actor: AuditActor;
  tenantId: string | null;
  /** The client company the invitee joins, named in the e-mail (null for the firm's own staff). */
  companyName: string | null;
  scope?: AuditScope;
  batch?: AuditBatch;
};

const notPending = () => conflict('Only someone who has not registered yet can be sent an invitation');

/**
 * Creates a single-use invitation for `invitee` and queues its e-mail, both inside the caller's transaction:
 * the e-mail exists only if the user row it points at commits. The link opens the registration screen.
 */
export function createInvitationsService(deps: { db: Kysely<DB>; mail: MailQueue; publicUrl: string }) {
  // The inviter's name, read once per transaction: a bulk import invites a thousand people in one.
  const senderNames = new WeakMap<Transaction<DB>, Map<string, Promise<string | null>>>();
  function senderName(trx: Transaction<DB>, userId: string | null): Promise<string | null> {
    if (!userId) return Promise.resolve(null);
    let names = senderNames.get(trx);
    if (!names) senderNames.set(trx, (names = new Map()));
    let name = names.get(userId);
    if (!name) names.set(userId, (name = findSenderName(trx, userId).then((row) => row?.name ?? null)));
    return name;
  }

  // The firm's language, read once per transaction for the same reason; kept as the value, not a promise, so
  // the thousandth invitee of an import does not wait a turn of the event loop for it.
  const firmLocales = new WeakMap<Transaction<DB>, string>();
  async function firmLocaleIn(trx: Transaction<DB>): Promise<string> {
    let locale = firmLocales.get(trx);
    if (locale === undefined) firmLocales.set(trx, (locale = await firmLocale(trx)));
    return locale;
  }

  async function invite(trx: Transaction<DB>, invitee: Invitee, sender: InvitationSender) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3_600_000);
    const invitation = await insertInvitation(trx, {
      userId: invitee.id,
      tokenHash: hashToken(token),
      expiresAt,
      createdBy: sender.actor.userId,
    });
    const link = appUrl(deps.publicUrl, invitationPath(token));
    const inviterName = await senderName(trx, sender.actor.userId);
    await deps.mail.enqueue(trx, {
      to: invitee.email,
      locale: invitee.locale,
      template: 'invitation',
      vars: {
        name: invitee.name,
        companyName: sender.companyName,
        inviterName,
        link,
        expiresInDays: INVITATION_TTL_DAYS,
      },
      idempotencyKey: `invitation:${invitation.id}`,
    });
    const sent = { action: 'INVITATION_SEND', tenantId: sender.tenantId, target: `user:${invitee.id}` } as const;
    if (sender.scope) {
      sender.scope.target = sent.target;
      await sender.scope.recordIn(trx);
    } else if (sender.batch) sender.batch.add(sent);
    else await recordAlongside(trx, sender.actor, sent);
    return { invitationId: invitation.id, expiresAt: invitation.expires_at };
  }

  return {
    /**
     * The invited user behind a link, for the registration screen. A used link, or one for someone who
     * has registered since, answers 404; an expired one 410, so the screen can say to ask for a new one.
     */
    async lookup(token: string): Promise<TInvitedUser> {
      const found = await findInvitationByTokenHash(deps.db, hashToken(token));
      if (!found || found.accepted_at || found.status !== 'INVITED') throw notFound('Invitation');
      if (found.expires_at.getTime() <= Date.now()) {
        throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired');
      }
      return {
        uuid: found.user_id,
        name: found.name,
        email: found.email,
        username: found.email,
        phone_mobile: found.phone_mobile,
        expires_at: found.expires_at.toISOString(),
        locale: mailLocale(found.locale),
      };
    },

    invite,

    /**
     * Adds a person who has no account yet as INVITED and e-mails their link. A taken e-mail address fails
     * with the unique violation, which the caller maps to its own 409.
     */
    async createInvitedUser(trx: Transaction<DB>, newUser: NewInvitee, sender: InvitationSender) {
      const locale = newUser.locale ?? firmLocales.get(trx) ?? (await firmLocaleIn(trx));
      const user = await insertInvitedUser(trx, { ...newUser, locale });
      const invitation = await invite(trx, user, sender);
      return { user, invitation };
    },

    /**
     * Sends an invited person a fresh 7-day link and voids their earlier unused ones, so only the latest
     * e-mail works. Someone who has registered (or been disabled) since is refused with 409. The e-mail is in
     * the invitee's language, or in `locale` when staff chose another this time (kept as theirs, and on the
     * trail of the re-send).
     */
    async reinvite(
      trx: Transaction<DB>,
      userId: string,
      sender: InvitationSender,
      locale?: TLocale,
    ): Promise<TInvitationSent> {
      const invitee = await lockInvitee(trx, userId);
      if (!invitee) throw notFound('User');
      if (invitee.status !== 'INVITED') throw notPending();
      await deleteOpenInvitations(trx, invitee.id);
      if (locale && locale !== invitee.locale) {
        await updateInviteeLocale(trx, invitee.id, locale);
        if (sender.scope) sender.scope.changes = diffChanges({ locale: invitee.locale }, { locale }, ['locale']);
        invitee.locale = locale;
      }
      const { expiresAt } = await invite(trx, invitee, sender);
      return { email: invitee.email, expires_at: expiresAt.toISOString() };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
