import {
  UPLOAD_TYPE_FOLDERS,
  type THeldMessage,
  type THeldMessageDecision,
  type THeldMessagePage,
  type THeldMessagesQuery,
  type TInboundHoldReason,
  type TUploadType,
} from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { INBOX_FOLDER, type EmailedFiles } from '../files/emailed-files.service.ts';
import type { MessageReplies } from '../messages/message-events.ts';
import type { RequestFactsReader } from '../requests/request-by-email.service.ts';
import type { RequestTransitionsService } from '../requests/request-transitions.service.ts';
import { decideHeld, deleteHeldFiles, findHeld, heldFilesOf, listHeld, type HeldRow } from './inbound-messages.repo.ts';

/** A held file read whole: a message's attachments are handed over as buffers (each is within the upload limit). */
async function buffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const alreadyDecided = () =>
  new AppError(409, 'INBOUND_ALREADY_DECIDED', 'This e-mail was already accepted or rejected');

/**
 * The quarantine (issue 32): messages held because their sender is not one of the company's users, or their From
 * is forged. Staff with 'review files' list them firm-wide and accept (the files are filed as if the company had
 * sent them: into the Inbox, or the request they were sent to) or reject (the files are deleted); both audited.
 * A reply held at a message thread's address (issue 34) is accepted into its thread: posted as a message by the
 * staff member who accepted it, with the stranger's address as the address it came by (the thread shows "by
 * e-mail from …"), its text and files as they arrived; refused there (4xx), it stays held and staff see why.
 * Without the messages feature installed, it is filed into the Inbox like any other.
 */
export function createInboundQuarantine(deps: {
  db: Db;
  audited: Audited;
  files: EmailedFiles;
  requests: RequestFactsReader;
  transitions: Pick<RequestTransitionsService, 'submit'>;
  messages?: MessageReplies;
}) {
  const { db, audited, files, requests, transitions } = deps;

  async function present(rows: HeldRow[]): Promise<THeldMessage[]> {
    const attachments = await heldFilesOf(
      db,
      rows.map((r) => r.id),
    );
    return Promise.all(
      rows.map(async (row) => ({
        uuid: row.id,
        tenant_uuid: row.tenant_id,
        tenant_name: row.tenant_name,
        request_uuid: row.request_id,
        request_title: row.request_id ? ((await requests.find(row.tenant_id, row.request_id))?.title ?? null) : null,
        from_address: row.from_address,
        from_name: row.from_name,
        mail_from: row.mail_from,
        subject: row.subject,
        verdicts: { spf: row.spf, dkim: row.dkim, dmarc: row.dmarc },
        hold_reason: (row.hold_reason ?? 'UNKNOWN_SENDER') as TInboundHoldReason,
        attachments: attachments
          .filter((a) => a.message_id === row.id)
          .map((a) => ({ name: a.name, size: Number(a.size), content_type: a.content_type })),
        received_at: row.received_at.toISOString(),
      })),
    );
  }

  /** Reads the held message through the tenant helper ('review files'); 404 for anything else's. */
  async function heldOf(actor: Principal, tenantId: string, id: string) {
    await requireTenant(db, actor.access, tenantId, 'review files');
    const row = await findHeld(db, tenantId, id);
    if (!row) throw notFound('E-mail');
    if (row.outcome !== 'HELD') throw alreadyDecided();
    return row;
  }

  return {
    async list(query: THeldMessagesQuery): Promise<THeldMessagePage> {
      const page = await listHeld(db, query.search, pageRequest(query as Parameters<typeof pageRequest>[0]));
      return { ...page, data: await present(page.data) };
    },

    accept(actor: Principal, tenantId: string, id: string): Promise<THeldMessageDecision> {
      const subject = { action: 'INBOUND_MAIL_ACCEPT', tenantId, target: `inbound-message:${id}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        const row = await heldOf(actor, tenantId, id);
        const held = await heldFilesOf(db, [id]);
        if (row.thread_id && deps.messages) {
          const attachments = [];
          for (const file of held) {
            const content = await files.readHeld(tenantId, file.storage_path);
            attachments.push({ filename: file.name, contentType: file.content_type, content: await buffer(content) });
          }
          const posted = await deps.messages.postFromEmail({
            tenantId,
            threadId: row.thread_id,
            author: actor,
            senderAddress: row.from_address,
            bodyText: row.body_text || held.map((f) => f.name).join(', ') || row.subject,
            attachments,
          });
          await db.transaction().execute(async (trx) => {
            if (!(await decideHeld(trx, id, 'ACCEPTED', actor.access.userId))) throw alreadyDecided();
            await deleteHeldFiles(trx, id);
            scope.detail = `from ${row.from_address}; posted to thread:${row.thread_id} as message:${posted.messageId}; ${held.length} file(s)`;
            await scope.recordIn(trx);
          });
          for (const file of held) await files.removeHeld(tenantId, file.storage_path).catch(() => undefined);
          return { uuid: id, outcome: 'ACCEPTED', paths: [] };
        }
        const request = row.request_id ? await requests.find(tenantId, row.request_id) : undefined;
        const toRequest = request?.takesFiles && request.uploadType ? request : undefined;
        const type: TUploadType = toRequest?.uploadType ?? 'OTHERS';
        const folder = toRequest?.uploadType ? UPLOAD_TYPE_FOLDERS[toRequest.uploadType] : INBOX_FOLDER;
        const sender = {
          userId: actor.access.userId,
          ip: actor.client.ip,
          userAgent: actor.client.userAgent,
          side: 'staff' as const,
        };
        const filed: { path: string; documentId: string }[] = [];
        for (const file of held) {
          const content = await files.readHeld(tenantId, file.storage_path);
          filed.push(
            await files.file({
              tenantId,
              folder,
              type,
              name: file.name,
              sha256: file.sha256,
              open: () => content,
              sender,
            }),
          );
        }
        await db.transaction().execute(async (trx) => {
          if (!(await decideHeld(trx, id, 'ACCEPTED', actor.access.userId))) throw alreadyDecided();
          await deleteHeldFiles(trx, id);
          scope.detail = `from ${row.from_address}; ${filed.length} file(s) to ${toRequest ? `request:${toRequest.id}` : folder}`;
          await scope.recordIn(trx);
        });
        if (toRequest) {
          await transitions
            .submit(
              actor,
              tenantId,
              toRequest.id,
              filed.map((f) => f.documentId),
            )
            .catch((error: unknown) => {
              // Closed meanwhile: the files are filed all the same, in the request kind's folder.
              if (!(error instanceof AppError && error.code === 'REQUEST_STATE')) throw error;
            });
        }
        for (const file of held) await files.removeHeld(tenantId, file.storage_path).catch(() => undefined);
        return { uuid: id, outcome: 'ACCEPTED', paths: filed.map((f) => f.path) };
      });
    },

    reject(actor: Principal, tenantId: string, id: string): Promise<THeldMessageDecision> {
      const subject = { action: 'INBOUND_MAIL_REJECT', tenantId, target: `inbound-message:${id}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        const row = await heldOf(actor, tenantId, id);
        const held = await heldFilesOf(db, [id]);
        await db.transaction().execute(async (trx) => {
          if (!(await decideHeld(trx, id, 'REJECTED', actor.access.userId))) throw alreadyDecided();
          await deleteHeldFiles(trx, id);
          scope.detail = `from ${row.from_address}; ${held.length} file(s) deleted`;
          await scope.recordIn(trx);
        });
        for (const file of held) await files.removeHeld(tenantId, file.storage_path).catch(() => undefined);
        return { uuid: id, outcome: 'REJECTED', paths: [] };
      });
    },
  };
}
export type InboundQuarantine = ReturnType<typeof createInboundQuarantine>;
