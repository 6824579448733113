import { Readable } from 'node:stream';
import {
  MESSAGE_LIMITS,
  ZPostMessageRequest,
  ZStartThreadRequest,
  type TThreadLinkKind,
  type TUploadRecord,
} from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { auditActorOf, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { IncomingFile, UploadsService } from '../files/uploads.service.ts';
import { enterTenant, enterThread, parseInput, tooManyFiles, viewerOf } from './message-access.ts';
import type { MessageNewsQueue, MessageReplies, TMessagePosted } from './message-events.ts';
import { messagePlainText, renderMessageHtml } from './message-format.ts';
import {
  appendMessage,
  insertAttachments,
  insertThread,
  linkExists,
  type MessageRow,
  type Viewer,
} from './messages.repo.ts';

/** Where a message's files are kept in its company (created with the first one). */
export const MESSAGES_FOLDER = 'Messages';

/**
 * What a route read: a JSON body, or a multipart form whose text parts fill `fields` as `nextFile` walks it
 * (so `fields` is complete once `nextFile` has answered undefined).
 */
export type MessageForm =
  | { kind: 'json'; body: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; nextFile: () => Promise<IncomingFile | undefined> };

type Written = {
  /** The message as stored (its thread, number, author, side, text as HTML), for the answer (messages.presenter). */
  row: MessageRow;
  subject: string;
  bodyText: string;
  uploads: TUploadRecord[];
};

/**
 * Writing into conversations: a new thread with its first message, a message, an e-mailed reply. One path for all
 * three (`withFiles` then `append`), so the rules hold alike: a client never writes an internal note, files follow
 * the folder rules and land in "Messages" as New, and a message is stored with its files or not at all.
 * Its news is queued in the same transaction and worked after the commit (message-news.job): the answer does not
 * wait for it, a crash loses none of it, and its failure is retried, never the message's.
 */
export function createMessageWritingService(deps: {
  db: Db;
  audited: Audited;
  uploads: Pick<UploadsService, 'storeUploads'>;
  news: MessageNewsQueue;
}) {
  const { db, audited, uploads, news } = deps;

  /**
   * Reads the form, stores its files (if any) and runs `commit` in their transaction; without files in one of
   * its own. What was sent is checked before a file is stored where it can be (the fields came first) and
   * always again inside the transaction.
   */
  async function withFiles<S extends z.ZodType, T>(
    actor: Principal,
    tenantId: string,
    form: MessageForm,
    schema: S,
    commit: (trx: Transaction<DB>, input: z.output<S>, files: TUploadRecord[]) => Promise<T>,
  ): Promise<T> {
    const refuseClientNote = (input: { internal?: boolean }) => {
      if (input.internal && actor.access.audience !== 'staff') throw forbidden();
    };
    const checked = (fields: unknown) => {
      const input = parseInput(schema, fields) as z.output<S> & { internal?: boolean };
      refuseClientNote(input);
      return input;
    };
    if (form.kind === 'json') {
      const input = checked(form.body);
      return db.transaction().execute((trx) => commit(trx, input, []));
    }
    const first = await form.nextFile();
    if (!first) {
      const input = checked(form.fields);
      return db.transaction().execute((trx) => commit(trx, input, []));
    }
    // A client's files follow the firm's upload switch; the permission is checked by storeUploads.
    try {
      if (actor.access.audience !== 'staff') await assertFeatureOn(db, 'CLIENT_FILE_UPLOAD', actor);
      if ('body' in form.fields) checked(form.fields);
      else if (form.fields.internal === 'true') refuseClientNote({ internal: true });
    } catch (error) {
      first.content.resume();
      throw error;
    }
    let pending: IncomingFile | undefined = first;
    return uploads.storeUploads(actor, tenantId, {
      folder: MESSAGES_FOLDER,
      permission: 'upload files',
      nextFile: async () => {
        if (pending) {
          const file = pending;
          pending = undefined;
          return file;
        }
        return form.nextFile();
      },
      tooMany: { max: MESSAGE_LIMITS.attachmentsMax, error: tooManyFiles },
      commitWith: (trx, files) => commit(trx, checked(form.fields), files),
    });
  }

  /**
   * The message itself, numbered after the thread's last (which moves its "last message" columns to it), with its
   * files and the author's read mark: one statement (appendMessage), plus the files' rows when there are any.
   * Answers the message as stored, so the answer needs no read of its own.
   */
  async function append(
    trx: Transaction<DB>,
    viewer: Viewer,
    tenantId: string,
    threadId: string,
    input: { body: string; internal: boolean },
    files: TUploadRecord[],
    viaEmail: string | null,
  ): Promise<Written> {
    const text = messagePlainText(input.body);
    const html = await renderMessageHtml(input.body);
    const message = await appendMessage(trx, {
      tenantId,
      threadId,
      viewer,
      internal: input.internal,
      source: input.body,
      html,
      text,
      viaEmail,
    });
    if (!message) throw notFound('Conversation');
    await insertAttachments(
      trx,
      message.id,
      tenantId,
      files.map((f) => f.document_id),
    );
    const row: MessageRow = {
      id: message.id,
      thread_id: threadId,
      seq: message.seq,
      author_id: viewer.userId,
      author_name: message.author_name,
      side: viewer.side,
      internal: input.internal,
      body_html: html,
      via_email: viaEmail,
      created_at: message.created_at,
      edited_at: null,
      removed_at: null,
      removed_by_name: null,
      removed_reason: null,
      read_by_others: false,
    };
    return { row, subject: message.subject, bodyText: text, uploads: files };
  }

  /**
   * `append`, then its audit event and its news, all in the message's transaction: the news (message-news.job)
   * exists exactly when the message does.
   */
  async function appendRecorded(
    trx: Transaction<DB>,
    scope: AuditScope,
    viewer: Viewer,
    tenantId: string,
    threadId: string,
    input: { body: string; internal: boolean },
    files: TUploadRecord[],
    viaEmail: string | null,
  ): Promise<Written> {
    const written = await append(trx, viewer, tenantId, threadId, input, files, viaEmail);
    const { row } = written;
    scope.target = `message-thread:${row.thread_id}`;
    scope.detail = `message:${row.id}`;
    // Which kind and how many files, never the text (clients' privacy): the files have FILE_UPLOAD events of their own.
    scope.changes = {
      internal: { from: null, to: row.internal },
      attachments: { from: null, to: written.uploads.length },
    };
    await scope.recordIn(trx);
    const event: TMessagePosted = {
      tenantId,
      threadId: row.thread_id,
      messageId: row.id,
      subject: written.subject,
      authorUserId: viewer.userId,
      authorName: row.author_name ?? '',
      side: row.side,
      internal: row.internal,
      bodyText: written.bodyText,
      attachmentNames: written.uploads.map((u) => u.file_name),
      viaEmail: row.via_email,
    };
    await news.enqueue(trx, event);
    return written;
  }

  async function post(
    actor: Principal,
    tenantId: string,
    threadId: string,
    form: MessageForm,
    viaEmail: string | null = null,
  ): Promise<Written> {
    const written = await audited(
      auditActorOf(actor),
      { action: 'MESSAGE_POST', tenantId, target: `message-thread:${threadId}` },
      async (scope) => {
        // The thread's UPDATE (appendMessage) is scoped by the tenant and answers 404 without the thread.
        await enterThread(db, actor, tenantId);
        const viewer = viewerOf(actor);
        return withFiles(actor, tenantId, form, ZPostMessageRequest, (trx, input, files) =>
          appendRecorded(trx, scope, viewer, tenantId, threadId, input, files, viaEmail),
        );
      },
    );
    news.wake();
    return written;
  }

  async function start(actor: Principal, tenantId: string, form: MessageForm): Promise<Written> {
    const written = await audited(
      auditActorOf(actor),
      { action: 'MESSAGE_THREAD_START', tenantId, target: 'message-thread:new' },
      async (scope) => {
        await enterTenant(db, actor, tenantId);
        const viewer = viewerOf(actor);
        return withFiles(actor, tenantId, form, ZStartThreadRequest, async (trx, input, files) => {
          const linkKind: TThreadLinkKind | null = input.link_kind ?? null;
          const linkId = input.link_uuid ?? null;
          // Another company's record is as if it did not exist.
          if (linkKind && linkId && !(await linkExists(trx, tenantId, linkKind, linkId)))
            throw notFound('Linked record');
          const thread = await insertThread(trx, {
            tenantId,
            subject: input.subject,
            linkKind,
            linkId,
            by: viewer.userId,
          });
          const message = { body: input.body, internal: false };
          return appendRecorded(trx, scope, viewer, tenantId, thread.id, message, files, null);
        });
      },
    );
    news.wake();
    return written;
  }

  const replies: MessageReplies = {
    async postFromEmail(reply) {
      const queue = [...reply.attachments];
      const form: MessageForm = {
        kind: 'multipart',
        fields: { body: reply.bodyText },
        nextFile: async () => {
          const next = queue.shift();
          return next ? { fileName: next.filename, content: Readable.from([next.content]) } : undefined;
        },
      };
      const written = await post(reply.author, reply.tenantId, reply.threadId, form, reply.senderAddress);
      return { messageId: written.row.id };
    },
  };

  return { start, post, replies };
}
export type MessageWritingService = ReturnType<typeof createMessageWritingService>;
