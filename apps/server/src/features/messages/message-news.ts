import { appUrl, paths } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { activeStaffHolding, type Recipient } from '../../platform/auth/access.ts';
import { findTenantRecord } from '../../platform/auth/tenant-scope.repo.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { MessageReceivedVars } from '../../platform/mail/templates/message-received.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { activeMembersOf } from '../tenant-users/tenant-users.service.ts';
import type { MessageNews, TMessagePosted } from './message-events.ts';

/**
 * What the news needs of a thread beyond the posted event, read by the conversation's side (its tables are its
 * own): the staff member the thread is assigned to, and the staff who wrote in it. `null`: no such thread in that
 * tenant (then nobody is told).
 */
export type ThreadAudienceReader = (
  db: Db,
  tenantId: string,
  threadId: string,
) => Promise<{ assigneeUserId: string | null; staffAuthorIds: string[] } | null>;

/** A thread's inbound address for its e-mails' Reply-To (inbound-mail's `threadReplyTo`), or null (none configured). */
export type ThreadReplyTo = (trx: Db, tenantId: string, threadId: string) => Promise<string | null>;

export type MessageNewsDeps = {
  db: Kysely<DB>;
  mail: MailQueue;
  notifications: Pick<NotificationsService, 'notifyUser'>;
  publicUrl: string;
  threads: ThreadAudienceReader;
  /**
   * The firm setting client_emails_include_text: a client's e-mail carries the message's text only when on. Read
   * in the news's transaction (PGlite has one connection: a read beside it would wait for ever).
   */
  clientEmailsIncludeText: (trx: Db) => Promise<boolean>;
  replyTo?: ThreadReplyTo;
};

/** Staff read a company's threads with 'view tenant' (the contract's rule). */
const STAFF_READ = 'view tenant';

/**
 * Who hears of a posted message (issue 34), in the app at once and by e-mail as each person chose for the
 * 'messages' category (at once, daily digest, off: notifications.notifyUser applies it):
 * - a client's message: the thread's assigned staff member, else the company's responsible staff member, else
 *   every staff member who may see companies (as client submissions pick staff: a departed or demoted person never
 *   swallows the news); their e-mail carries the text;
 * - a firm message (not internal): the company's active users; the text only when the firm allows it, and the
 *   thread's own address as Reply-To so an answer by e-mail lands in the thread;
 * - an internal note: only staff: the assignee and the staff who wrote in the thread. Never a client.
 * Never the author. Staff e-mails follow the FIRM_EMAIL_NOTIFICATIONS switch, as every staff notification does.
 */
export function createMessageNews(deps: MessageNewsDeps): MessageNews {
  const { db, mail, notifications, publicUrl } = deps;

  async function staffFor(trx: Db, event: TMessagePosted, tenantResponsible: string | null): Promise<Recipient[]> {
    const audience = await deps.threads(trx, event.tenantId, event.threadId);
    if (!audience) return [];
    const staff = await activeStaffHolding(trx, STAFF_READ);
    if (event.internal) {
      const wanted = new Set([
        ...(audience.assigneeUserId ? [audience.assigneeUserId] : []),
        ...audience.staffAuthorIds,
      ]);
      return staff.filter((person) => wanted.has(person.id));
    }
    for (const one of [audience.assigneeUserId, tenantResponsible]) {
      const match = one ? staff.filter((person) => person.id === one) : [];
      if (match.length > 0) return match;
    }
    return staff;
  }

  return {
    async posted(event) {
      // A client's message is never internal; a note marked internal by mistake on the client side still goes to staff only.
      const toStaff = event.side === 'CLIENT' || event.internal;
      await db.transaction().execute(async (trx) => {
        const tenant = await findTenantRecord(trx, event.tenantId);
        if (!tenant) return;
        const people = toStaff
          ? await staffFor(trx, event, tenant.responsible_staff_id)
          : tenant.status === 1
            ? await activeMembersOf(trx, event.tenantId)
            : [];
        const recipients = people.filter((person) => person.id !== event.authorUserId);
        if (recipients.length === 0) return;

        const firmName = (await readFirmBranding(trx)).firm_name;
        const from = toStaff ? event.authorName : firmName;
        const mailed = toStaff ? await isFeatureOn(trx, 'FIRM_EMAIL_NOTIFICATIONS') : true;
        const withText = toStaff ? true : await deps.clientEmailsIncludeText(trx);
        const replyTo = !toStaff && deps.replyTo ? await deps.replyTo(trx, event.tenantId, event.threadId) : null;
        const path = paths.messageThread(event.tenantId, event.threadId);
        const params = {
          tenant_name: tenant.name,
          thread_uuid: event.threadId,
          subject: event.subject,
          from,
          from_client: event.side === 'CLIENT',
          internal: event.internal,
        };
        for (const person of recipients) {
          const vars: MessageReceivedVars = {
            name: person.name,
            tenantName: tenant.name,
            subject: event.subject,
            from,
            text: withText ? event.bodyText : null,
            internal: event.internal,
            attachments: event.attachmentNames.length,
            link: appUrl(publicUrl, path),
            replyByEmail: replyTo !== null,
          };
          await notifications.notifyUser(
            trx,
            person.id,
            { kind: 'MESSAGE_RECEIVED', tenantId: event.tenantId, subjectId: event.messageId, params },
            mailed
              ? {
                  to: person.email,
                  locale: person.locale,
                  template: 'message-received',
                  vars,
                  idempotencyKey: `message:${event.messageId}:${person.id}`,
                  replyTo,
                }
              : undefined,
          );
        }
      });
      mail.wake();
    },
  };
}
