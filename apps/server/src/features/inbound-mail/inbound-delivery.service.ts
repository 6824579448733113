import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { UPLOAD_TYPE_FOLDERS, type TInboundHoldReason, type TUploadType } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { InboundMailConfig } from '../../config.ts';
import { recordAlongside, type AuditActor } from '../../platform/audit/audited.ts';
import { canInTenant, loadAccess } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { firmLocale } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { InboundOutcome } from '../../platform/db/tables/inbound-mail.table.ts';
import type { InboundHandler, InboundMessage, SpooledAttachment } from '../../platform/inbound-mail/inbound-message.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { MessageReplies } from '../messages/message-events.ts';
import { INBOX_FOLDER, type EmailedFiles } from '../files/emailed-files.service.ts';
import type { FileSender } from '../files/upload-writer.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestFacts, RequestFactsReader } from '../requests/request-by-email.service.ts';
import type { RequestTransitionsService } from '../requests/request-transitions.service.ts';
import { activeMembersOf } from '../tenant-users/tenant-users.service.ts';
import { findAddress, type AddressRow } from './inbound-addresses.repo.ts';
import { insertHeldFiles, insertInboundMessage, seenBefore, type NewInboundMessage } from './inbound-messages.repo.ts';
import { stripQuotedReply } from './quoted-reply.ts';

export type InboundDeliveryDeps = {
  db: Db;
  log: FastifyBaseLogger;
  config: InboundMailConfig;
  files: EmailedFiles;
  requests: RequestFactsReader;
  transitions: Pick<RequestTransitionsService, 'submit'>;
  notifications: Pick<NotificationsService, 'notifyStaffOrResponsible'>;
  mail: MailQueue;
  /** Issue 34: posts a reply to a thread's address; absent (messages not installed): thread addresses take nothing. */
  messages?: MessageReplies;
};

/** A principal for a company user who sent files by e-mail: their access now, from the SMTP client's address. */
export const emailPrincipal = async (db: Db, userId: string, ip: string): Promise<Principal> => ({
  access: await loadAccess(db, userId),
  sessionId: '',
  client: { ip, userAgent: 'e-mail' },
  mfaEnrolmentPending: false,
});

const verdictText = (m: InboundMessage) => `spf=${m.verdicts.spf} dkim=${m.verdicts.dkim} dmarc=${m.verdicts.dmarc}`;

/**
 * What the portal does with a message the receiver took (issue 32), per recipient address:
 * - nothing usable (no attachment kept): a polite bounce to the envelope sender (never to a null sender, an
 *   automatic one, or one SPF says is forged), BOUNCED or IGNORED, audited;
 * - the From is not one of the company's active users allowed to upload there, or DMARC says it is forged (or
 *   does not pass, when the firm requires it): HELD in the quarantine, files kept outside the company's folders;
 * - else, to a request's address that still takes files: each file into the request kind's folder and the
 *   request submitted with them, exactly as a client's upload and Submit; otherwise into the company's Inbox
 *   (a reply to a closed or cancelled request too, marked so in the staff's notification);
 * - to a message thread's address (issue 34), from one of the company's active users and not forged: its text
 *   (the quoted previous mail cut off) and attachments posted into that thread as that user (`postFromEmail`,
 *   the portal's own rules); refused there (4xx) or with an attachment the receiver refused: a polite bounce and
 *   nothing posted. From anyone else: HELD, its text kept with it, for staff to accept into the thread.
 * Every file is stored before `deliver` resolves (then the receiver answers 250); a failure throws (451).
 */
export function createInboundDelivery(deps: InboundDeliveryDeps): InboundHandler {
  const { db, config, files, requests, transitions, notifications, mail } = deps;

  async function acceptsRecipient(localPart: string) {
    const address = await findAddress(db, localPart);
    // A thread's address takes replies while messages are installed (its text needs no upload switch).
    if (address?.thread_id) return address.tenant_status === 1 && deps.messages !== undefined;
    // An In-active company takes nothing; a firm that switched client uploads off takes no files by e-mail either.
    return address !== undefined && address.tenant_status === 1 && (await isFeatureOn(db, 'CLIENT_FILE_UPLOAD'));
  }

  const base = (address: AddressRow, m: InboundMessage) => ({
    tenantId: address.tenant_id,
    requestId: address.request_id,
    threadId: address.thread_id,
    addressToken: address.token,
    messageId: m.messageId,
    mailFrom: m.mailFrom,
    fromAddress: m.from?.address ?? m.mailFrom,
    fromName: m.from?.name ?? null,
    subject: m.subject.slice(0, 998),
    remoteIp: m.remoteIp,
    verdicts: m.verdicts,
  });

  async function bounce(
    address: AddressRow,
    m: InboundMessage,
    senderUserId: string | null,
    locale: string,
    threadRefusal = false,
  ) {
    const to = m.mailFrom;
    const skip = m.automatic || to === '' || m.verdicts.spf === 'fail' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to);
    const outcome: InboundOutcome = skip ? 'IGNORED' : 'BOUNCED';
    const actor: AuditActor = { userId: senderUserId, ip: m.remoteIp, userAgent: 'e-mail' };
    await db.transaction().execute(async (trx) => {
      const row = { ...base(address, m), senderUserId, outcome, holdReason: null, fileCount: 0, refused: m.refused };
      const id = await insertInboundMessage(trx, row);
      if (!skip) {
        await mail.enqueue(trx, {
          to,
          locale,
          template: 'inbound-bounce',
          vars: {
            subject: m.subject,
            refused: m.refused,
            maxFileMegabytes: Math.floor(config.maxFileBytes / (1024 * 1024)),
            threadRefusal,
          },
          idempotencyKey: `inbound-bounce:${id}`,
        });
      }
      await recordAlongside(trx, actor, {
        action: 'INBOUND_MAIL_BOUNCE',
        tenantId: address.tenant_id,
        target: `inbound-message:${id}`,
        detail: `${skip ? 'not bounced (automatic or unverifiable sender)' : `bounced to ${to}`}; from ${row.fromAddress}; ${verdictText(m)}`,
      });
    });
    if (!skip) mail.wake();
  }

  async function hold(
    address: AddressRow,
    m: InboundMessage,
    senderUserId: string | null,
    reason: TInboundHoldReason,
    bodyText: string | null = null,
  ) {
    const id = randomUUID();
    const kept: { path: string; attachment: SpooledAttachment; position: number }[] = [];
    try {
      for (const [position, attachment] of m.attachments.entries()) {
        const stored = await files.hold(address.tenant_id, id, attachment.name, fs.createReadStream(attachment.file));
        kept.push({ path: stored.path, attachment, position });
      }
      await db.transaction().execute(async (trx) => {
        const row: NewInboundMessage = {
          ...base(address, m),
          senderUserId,
          outcome: 'HELD',
          holdReason: reason,
          bodyText,
          fileCount: kept.length,
          refused: m.refused,
        };
        await insertInboundMessage(trx, { ...row, id });
        await insertHeldFiles(
          trx,
          id,
          kept.map(({ path, attachment, position }) => ({
            position,
            name: attachment.name,
            storagePath: path,
            size: attachment.size,
            sha256: attachment.sha256,
            contentType: attachment.contentType,
          })),
        );
        await recordAlongside(
          trx,
          { userId: null, ip: m.remoteIp, userAgent: 'e-mail' },
          {
            action: 'INBOUND_MAIL_QUARANTINE',
            tenantId: address.tenant_id,
            target: `inbound-message:${id}`,
            detail: `${reason}; from ${row.fromAddress}; ${verdictText(m)}; ${kept.length} file(s)`,
          },
        );
        await notifications.notifyStaffOrResponsible(
          trx,
          'review files',
          address.responsible_staff_id,
          {
            kind: 'EMAIL_HELD',
            tenantId: address.tenant_id,
            subjectId: id,
            params: { tenant_name: address.tenant_name, sender: row.fromAddress, count: kept.length, reason },
          },
          null,
        );
      });
    } catch (error) {
      // Not recorded: the sender's MTA tries again, so what was put aside goes (what cannot is left, unlisted).
      for (const { path } of kept) await files.removeHeld(address.tenant_id, path).catch(() => undefined);
      throw error;
    }
  }

  async function fileAll(
    tenantId: string,
    attachments: SpooledAttachment[],
    type: TUploadType,
    folder: string,
    sender: FileSender,
  ) {
    const filed: { path: string; documentId: string }[] = [];
    for (const attachment of attachments) {
      filed.push(
        await files.file({
          tenantId,
          folder,
          type,
          name: attachment.name,
          sha256: attachment.sha256,
          open: () => fs.createReadStream(attachment.file),
          sender,
        }),
      );
    }
    return filed;
  }

  async function fileForMember(address: AddressRow, m: InboundMessage, principal: Principal, request?: RequestFacts) {
    const tenantId = address.tenant_id;
    const sender: FileSender = {
      userId: principal.access.userId,
      ip: m.remoteIp,
      userAgent: 'e-mail',
      side: principal.access.staffRoles.length > 0 ? 'staff' : 'client',
    };
    const closed = request !== undefined && (request.status === 'DONE' || request.status === 'CANCELLED');
    let outcome: InboundOutcome = closed ? 'FILED_CLOSED_REQUEST' : 'FILED';
    if (request?.takesFiles && request.uploadType) {
      const folder = UPLOAD_TYPE_FOLDERS[request.uploadType];
      const filed = await fileAll(tenantId, m.attachments, request.uploadType, folder, sender);
      // The client's own Submit, with the files just stored (its audit event and the staff's notification).
      try {
        await transitions.submit(
          principal,
          tenantId,
          request.id,
          filed.map((f) => f.documentId),
        );
        outcome = 'FULFILLED';
      } catch (error) {
        // Closed by staff in the meantime: the files stay where they are, told like a reply to a closed request.
        if (!(error instanceof AppError && error.code === 'REQUEST_STATE')) throw error;
        outcome = 'FILED_CLOSED_REQUEST';
      }
    } else {
      // The company's address, a closed or cancelled request, or one answered in the portal (sales tax, payroll).
      await fileAll(tenantId, m.attachments, 'OTHERS', INBOX_FOLDER, sender);
    }
    await db.transaction().execute(async (trx) => {
      const row: NewInboundMessage = {
        ...base(address, m),
        senderUserId: principal.access.userId,
        outcome,
        holdReason: null,
        fileCount: m.attachments.length,
        refused: m.refused,
      };
      const id = await insertInboundMessage(trx, row);
      await recordAlongside(
        trx,
        { userId: principal.access.userId, ip: m.remoteIp, userAgent: 'e-mail' },
        {
          action: 'INBOUND_MAIL_RECEIVE',
          tenantId,
          target: `inbound-message:${id}`,
          detail: `${outcome}; from ${row.fromAddress}; ${verdictText(m)}; ${m.attachments.length} file(s)`,
        },
      );
      await notifications.notifyStaffOrResponsible(
        trx,
        'view files',
        address.responsible_staff_id,
        {
          kind: 'EMAIL_RECEIVED',
          tenantId,
          subjectId: id,
          params: {
            tenant_name: address.tenant_name,
            sender: row.fromAddress,
            count: m.attachments.length,
            request_title: request?.title ?? null,
            closed_request: outcome === 'FILED_CLOSED_REQUEST',
          },
        },
        null,
      );
    });
  }

  /** Why a message from this sender is held, or null when it is trusted. */
  function holdReason(
    m: InboundMessage,
    principal: Principal | undefined,
    tenantId: string,
  ): TInboundHoldReason | null {
    if (!principal) return 'UNKNOWN_SENDER';
    if (m.verdicts.dmarc === 'fail') return 'DMARC_FAIL';
    if (config.requireDmarcPass && m.verdicts.dmarc !== 'pass') return 'DMARC_NOT_PASS';
    if (!canInTenant(principal.access, tenantId, 'upload files')) return 'NOT_ALLOWED';
    return null;
  }

  /** Why a reply to a thread is held, or null when its sender is trusted (the thread's rules judge the rest). */
  function threadHoldReason(m: InboundMessage, principal: Principal | undefined): TInboundHoldReason | null {
    if (!principal) return 'UNKNOWN_SENDER';
    if (m.verdicts.dmarc === 'fail') return 'DMARC_FAIL';
    if (config.requireDmarcPass && m.verdicts.dmarc !== 'pass') return 'DMARC_NOT_PASS';
    return null;
  }

  async function postToThread(address: AddressRow & { thread_id: string }, m: InboundMessage) {
    const tenantId = address.tenant_id;
    const fromAddress = m.from?.address ?? '';
    const member = fromAddress
      ? (await activeMembersOf(db, tenantId)).find((user) => user.email.toLowerCase() === fromAddress)
      : undefined;
    const locale = member?.locale ?? (await firmLocale(db));
    const text = stripQuotedReply(m.text);
    if (text === '' && m.attachments.length === 0) return bounce(address, m, member?.id ?? null, locale, true);
    const principal = member ? await emailPrincipal(db, member.id, m.remoteIp) : undefined;
    const reason = threadHoldReason(m, principal);
    if (reason || !principal || !deps.messages) {
      return hold(address, m, member?.id ?? null, reason ?? 'UNKNOWN_SENDER', text);
    }
    // All or nothing, as in the portal: a file the receiver refused means nothing is posted, and the sender hears why.
    if (m.refused.length > 0) return bounce(address, m, principal.access.userId, locale, true);
    const attachments = await Promise.all(
      m.attachments.map(async (a) => ({
        filename: a.name,
        contentType: a.contentType,
        content: await fsp.readFile(a.file),
      })),
    );
    let posted: { messageId: string };
    try {
      posted = await deps.messages.postFromEmail({
        tenantId,
        threadId: address.thread_id,
        author: principal,
        senderAddress: fromAddress,
        // Files alone: their names stand for the text a message needs.
        bodyText: text || m.attachments.map((a) => a.name).join(', '),
        attachments,
      });
    } catch (error) {
      if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) {
        return bounce(address, m, principal.access.userId, locale, true);
      }
      throw error;
    }
    // The message is committed; a crash before this row lets the sender's retry post it again (rare, and visible).
    await db.transaction().execute(async (trx) => {
      const row: NewInboundMessage = {
        ...base(address, m),
        senderUserId: principal.access.userId,
        outcome: 'POSTED',
        holdReason: null,
        fileCount: m.attachments.length,
        refused: m.refused,
      };
      const id = await insertInboundMessage(trx, row);
      await recordAlongside(
        trx,
        { userId: principal.access.userId, ip: m.remoteIp, userAgent: 'e-mail' },
        {
          action: 'INBOUND_MAIL_RECEIVE',
          tenantId,
          target: `inbound-message:${id}`,
          detail: `POSTED to thread:${address.thread_id} as message:${posted.messageId}; from ${row.fromAddress}; ${verdictText(m)}; ${m.attachments.length} file(s)`,
        },
      );
    });
  }

  async function deliverTo(address: AddressRow, m: InboundMessage) {
    // The same message again (its 250 was lost): it was kept the first time.
    if (await seenBefore(db, address.token, m.messageId)) return;
    if (address.thread_id) return postToThread({ ...address, thread_id: address.thread_id }, m);
    const tenantId = address.tenant_id;
    const fromAddress = m.from?.address ?? '';
    const member = fromAddress
      ? (await activeMembersOf(db, tenantId)).find((user) => user.email.toLowerCase() === fromAddress)
      : undefined;
    if (m.attachments.length === 0) {
      return bounce(address, m, member?.id ?? null, member?.locale ?? (await firmLocale(db)));
    }
    const principal = member ? await emailPrincipal(db, member.id, m.remoteIp) : undefined;
    const reason = holdReason(m, principal, tenantId);
    if (reason || !principal) return hold(address, m, member?.id ?? null, reason ?? 'UNKNOWN_SENDER');
    const request = address.request_id ? await requests.find(tenantId, address.request_id) : undefined;
    await fileForMember(address, m, principal, request);
  }

  return {
    acceptsRecipient,
    async deliver(message) {
      for (const local of new Set(message.recipients)) {
        const address = await findAddress(db, local);
        if (address) await deliverTo(address, message);
      }
    },
  };
}
