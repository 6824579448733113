import {
  NOTIFICATION_CATEGORY,
  NOTIFICATIONS_PER_PAGE,
  type TMarkNotificationsReadRequest,
  type TMarkNotificationsReadResult,
  type TNotification,
  type TNotificationContent,
  type TNotificationPage,
  type TNotificationKind,
  type TNotificationsQuery,
  type TPermission,
  type TUploadType,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { activeMembersHolding, activeStaffHolding, type Recipient } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { MailMessage, MailQueue } from '../../platform/mail/mail-channel.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { MailTemplate, MailVars } from '../../platform/mail/templates/render-mail.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import { activeClientsByEmail, activeMembersOf } from '../tenant-users/tenant-users.service.ts';
import {
  countUnread,
  foldUpload,
  insertNotification,
  insertNotifications,
  listNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repo.ts';
import { planEmails, type EmailPlan } from './preferences/email-plans.ts';

/** What happened, about which tenant and which record (a sales-tax record, a payroll submission). */
export type NotificationEvent = TNotificationContent & { tenantId: string; subjectId: string };

/** A client's upload, as the staff's FILES_UPLOADED notification tells it. */
export type UploadEvent = { tenantId: string; tenantName: string; fileType: TUploadType; fileName: string };

/**
 * The e-mail that goes with the in-app notification, written for one recipient (their name, their language).
 * `keyFor`: the e-mail's idempotency key for that recipient, when the caller has one naming its change (else the
 * notification row's id).
 */
export type EventMail<T extends MailTemplate> = {
  template: T;
  varsFor: (recipient: Recipient) => MailVars[T];
  keyFor?: (recipient: Recipient) => string;
  /** The e-mail's Reply-To (issue 32: a request's inbound address). */
  replyTo?: string | null;
};

const present = (row: NotificationRow): TNotification =>
  ({
    uuid: row.id,
    kind: row.kind,
    params: row.params,
    tenant_uuid: row.tenant_id,
    tenant_name: row.tenant_name,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
  }) as TNotification;

/**
 * An e-mail a caller writes itself for one portal user (a signing link), sent as that person chose for the
 * notification's category like every other: at once (held in quiet hours), in their digest, or not at all.
 */
export type OwnMail<T extends MailTemplate> = Omit<MailMessage<T>, 'brand'>;

/**
 * Tells people that something happened, both ways at once: an in-app notification row and an e-mail in
 * their language, written inside the caller's transaction so both exist exactly when the caller's own rows
 * commit. The in-app row always; the e-mail as each person chose for the kind's category
 * (preferences/email-plans.ts): one per notification row at once (its id is the e-mail's idempotency key),
 * held to the end of their quiet hours, left for their daily digest (the row waits for it), or none.
 */
export function createNotificationsService(deps: { db: Kysely<DB>; mail: MailQueue; clock: Clock }) {
  const { db, mail, clock } = deps;

  /** Each recipient's plan for this kind's e-mail; null when there is no e-mail to plan. */
  const plansFor = async (trx: Kysely<DB>, userIds: string[], kind: TNotificationKind, mailed: boolean) => {
    const category = NOTIFICATION_CATEGORY[kind];
    return mailed && category ? planEmails(trx, userIds, category, clock) : null;
  };

  async function tell<T extends MailTemplate>(
    trx: Transaction<DB>,
    recipients: Recipient[],
    event: NotificationEvent,
    email: EventMail<T> | null,
  ): Promise<number> {
    const { tenantId, subjectId, ...content } = event;
    const plans = await plansFor(
      trx,
      recipients.map((r) => r.id),
      content.kind,
      email !== null,
    );
    for (const recipient of recipients) {
      const plan: EmailPlan = plans?.get(recipient.id) ?? { delivery: 'instant', notBefore: null };
      const digestDueAt = email && plan.delivery === 'daily' ? plan.dueAt : null;
      const { id } = await insertNotification(trx, {
        ...content,
        userId: recipient.id,
        tenantId,
        subjectId,
        digestDueAt,
      });
      if (!email || plan.delivery !== 'instant') continue;
      const message = {
        to: recipient.email,
        locale: recipient.locale,
        template: email.template,
        vars: email.varsFor(recipient),
        idempotencyKey: email.keyFor ? email.keyFor(recipient) : `notification:${id}`,
        replyTo: email.replyTo ?? null,
      };
      await mail.enqueue(trx, message, { notBefore: plan.notBefore });
    }
    return recipients.length;
  }

  return {
    /**
     * The firm's active staff holding `permission` firm-wide (a client's submission arrived). The e-mail goes
     * only while the FIRM_EMAIL_NOTIFICATIONS feature is on; the in-app notification always.
     */
    async notifyStaff<T extends MailTemplate>(
      trx: Transaction<DB>,
      permission: TPermission,
      event: NotificationEvent,
      email: EventMail<T>,
    ) {
      const mailToo = await isFeatureOn(trx, 'FIRM_EMAIL_NOTIFICATIONS');
      return tell(trx, await activeStaffHolding(trx, permission), event, mailToo ? email : null);
    },

    /**
     * `notifyStaff`, narrowed to one staff member when `onlyUserId` is set and they are among the active staff
     * holding `permission` (a tenant's responsible staff member); otherwise every holder, so a departed or
     * demoted person never swallows the news.
     */
    async notifyStaffOrResponsible<T extends MailTemplate>(
      trx: Transaction<DB>,
      permission: TPermission,
      onlyUserId: string | null,
      event: NotificationEvent,
      email: EventMail<T> | null,
    ) {
      const mailToo = email !== null && (await isFeatureOn(trx, 'FIRM_EMAIL_NOTIFICATIONS'));
      const holders = await activeStaffHolding(trx, permission);
      const responsible = holders.filter((staff) => staff.id === onlyUserId);
      return tell(trx, responsible.length > 0 ? responsible : holders, event, mailToo ? email : null);
    },

    /**
     * One user, in the app, and with `email` (written by the caller: it carries something of its own) by e-mail
     * as they chose for the kind's category. In the caller's transaction.
     */
    async notifyUser<T extends MailTemplate>(
      trx: Kysely<DB>,
      userId: string,
      event: NotificationEvent,
      email?: OwnMail<T>,
    ) {
      const { tenantId, subjectId, ...content } = event;
      const plan: EmailPlan = (await plansFor(trx, [userId], content.kind, email !== undefined))?.get(userId) ?? {
        delivery: 'instant',
        notBefore: null,
      };
      const digestDueAt = email && plan.delivery === 'daily' ? plan.dueAt : null;
      await insertNotification(trx, { ...content, userId, tenantId, subjectId, digestDueAt });
      if (email && plan.delivery === 'instant') await mail.enqueue(trx, email, { notBefore: plan.notBefore });
    },

    /**
     * A client uploaded a file: staff holding 'view files' see it in the app (no e-mail: uploads come in
     * dozens). Folded into an unread notification of the same tenant and type from the last 30 minutes.
     */
    async notifyStaffOfUpload(upload: UploadEvent) {
      const { tenantId, tenantName, fileType, fileName } = upload;
      await db.transaction().execute(async (trx) => {
        const staff = await activeStaffHolding(trx, 'view files');
        const fresh = await foldUpload(
          trx,
          staff.map((s) => s.id),
          tenantId,
          fileType,
          fileName,
        );
        const params = { tenant_name: tenantName, file_type: fileType, file_name: fileName, count: 1 };
        for (const userId of fresh) {
          await insertNotification(trx, { kind: 'FILES_UPLOADED', params, userId, tenantId, subjectId: null });
        }
      });
    },

    /**
     * A bulk push reached these e-mail addresses: each active client user among them also finds it in the
     * app. Runs in the fan-out's chunk transaction, so a repeated chunk never notifies twice.
     */
    async notifyPushRecipients(trx: Transaction<DB>, emails: string[], push: { subject: string; bodyText: string }) {
      const params = { subject: push.subject, body_text: push.bodyText };
      const users = await activeClientsByEmail(trx, emails);
      await insertNotifications(
        trx,
        users.map((user) => ({ kind: 'PUSH_MESSAGE', params, userId: user.id, tenantId: null, subjectId: null })),
      );
    },

    /** Every active user of the event's tenant (the firm answered the tenant). */
    async notifyTenantUsers<T extends MailTemplate>(
      trx: Transaction<DB>,
      event: NotificationEvent,
      email: EventMail<T>,
      /** Only this one of them (an organizer sent to a named person, issue 33). */
      onlyUserId?: string | null,
    ) {
      const members = await activeMembersOf(trx, event.tenantId);
      return tell(trx, onlyUserId ? members.filter((m) => m.id === onlyUserId) : members, event, email);
    },

    /**
     * The tenant's active users whose role there grants `permission` (a document marked Needs attention goes to
     * those who may see the company's files), in the app and by e-mail.
     */
    async notifyTenantUsersHolding<T extends MailTemplate>(
      trx: Transaction<DB>,
      permission: TPermission,
      event: NotificationEvent,
      email: EventMail<T>,
    ) {
      return tell(trx, await activeMembersHolding(trx, event.tenantId, permission), event, email);
    },

    /** The caller's own notifications, newest first, and how many of them are unread. */
    async list(actor: Principal, query: TNotificationsQuery): Promise<TNotificationPage> {
      const userId = actor.access.userId;
      const [page, unread] = await Promise.all([
        listNotifications(db, userId, pageRequest(query, NOTIFICATIONS_PER_PAGE)),
        countUnread(db, userId),
      ]);
      return { ...page, data: page.data.map(present), unread };
    },

    /** Marks the caller's own notifications read (the listed ones, or all); never anyone else's. */
    async markRead(actor: Principal, body: TMarkNotificationsReadRequest): Promise<TMarkNotificationsReadResult> {
      const userId = actor.access.userId;
      const marked = await markRead(db, userId, body.ids);
      return { marked, unread: await countUnread(db, userId) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
