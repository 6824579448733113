import type { TEditMessageRequest, TRemoveMessageRequest } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { alreadyRead, enterTenant, viewerOf } from './message-access.ts';
import { messagePlainText, renderMessageHtml } from './message-format.ts';
import { findMessage, lockThread, refreshThreadLast, type MessageRow, type Viewer } from './messages.repo.ts';

type Action = 'MESSAGE_EDIT' | 'MESSAGE_DELETE' | 'MESSAGE_REMOVE';

/**
 * Changing a message after it was written: its author edits or deletes it while nobody else has read it (then it
 * is part of the conversation: 409 MESSAGE_ALREADY_READ); staff with 'remove messages' take one out with a reason
 * (its text and files gone, who, when and why kept). The thread is locked first, so a read mark or a reply
 * cannot slip between the check and the change. The trail names the message, never its text.
 */
export function createMessageChangesService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  function change<T>(
    actor: Principal,
    action: Action,
    ids: { tenantId: string; threadId: string; messageId: string },
    work: (trx: Transaction<DB>, message: MessageRow, viewer: Viewer, scope: AuditScope) => Promise<T>,
  ): Promise<T> {
    const { tenantId, threadId, messageId } = ids;
    return audited(auditActorOf(actor), { action, tenantId, target: `message-thread:${threadId}` }, async (scope) => {
      scope.detail = `message:${messageId}`;
      await enterTenant(db, actor, tenantId);
      const viewer = viewerOf(actor);
      return db.transaction().execute(async (trx) => {
        if (!(await lockThread(trx, tenantId, threadId))) throw notFound('Conversation');
        const message = await findMessage(trx, viewer, threadId, messageId);
        if (!message) throw notFound('Message');
        const result = await work(trx, message, viewer, scope);
        await refreshThreadLast(trx, threadId);
        await scope.recordIn(trx);
        return result;
      });
    });
  }

  /** Only the author, only a message not removed, only while no one else has read it. */
  function assertChangeable(message: MessageRow, viewer: Viewer) {
    if (message.author_id !== viewer.userId || message.removed_at) throw forbidden();
    if (message.read_by_others) throw alreadyRead();
  }

  return {
    edit: (
      actor: Principal,
      ids: { tenantId: string; threadId: string; messageId: string },
      input: TEditMessageRequest,
    ) =>
      change(actor, 'MESSAGE_EDIT', ids, async (trx, message, viewer) => {
        assertChangeable(message, viewer);
        const body = input.body.trim();
        await trx
          .updateTable('messages')
          .set({
            body_source: body,
            body_html: await renderMessageHtml(body),
            body_text: messagePlainText(body),
            edited_at: new Date(),
          })
          .where('id', '=', message.id)
          .execute();
      }),

    /** Gone without a trace in the conversation (nobody else saw it); its files stay in the company's folder. */
    delete: (actor: Principal, ids: { tenantId: string; threadId: string; messageId: string }) =>
      change(actor, 'MESSAGE_DELETE', ids, async (trx, message, viewer) => {
        assertChangeable(message, viewer);
        await trx.deleteFrom('messages').where('id', '=', message.id).execute();
      }),

    remove: (
      actor: Principal,
      ids: { tenantId: string; threadId: string; messageId: string },
      input: TRemoveMessageRequest,
    ) =>
      change(actor, 'MESSAGE_REMOVE', ids, async (trx, message, viewer, scope) => {
        if (viewer.side !== 'FIRM') throw forbidden();
        requireFirmPermission(actor, 'remove messages');
        if (message.removed_at) return;
        // The reason is the firm's own words about the removal, not the client's text: it stays on the trail.
        scope.changes = { removed_reason: { from: null, to: input.reason } };
        await trx
          .updateTable('messages')
          .set({
            body_source: '',
            body_html: '',
            body_text: '',
            removed_at: new Date(),
            removed_by: viewer.userId,
            removed_reason: input.reason.trim(),
          })
          .where('id', '=', message.id)
          .execute();
        await trx.deleteFrom('message_attachments').where('message_id', '=', message.id).execute();
      }),
  };
}
export type MessageChangesService = ReturnType<typeof createMessageChangesService>;
