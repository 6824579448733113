import {
  MESSAGE_LIMITS,
  VALIDATION_MESSAGES,
  type TCompanyThreadsQuery,
  type TFirmInboxQuery,
  type TMessageThread,
  type TMessageThreadPage,
  type TThreadMessage,
  type TThreadMessages,
  type TThreadMessagesQuery,
  type TUnreadThreads,
} from '@ledgerport/contract';
import { sql } from 'kysely';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import { canInTenant } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { containsPattern, mapPage, paginate } from '../../platform/db/paginate.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { assertFeatureOn, isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import { enterFirm, enterTenant, enterThread, viewerOf } from './message-access.ts';
import { presentMessage, presentSummary } from './messages.presenter.ts';
import {
  attachmentsOf,
  findMessage,
  hasUnread,
  isActiveStaff,
  lastColumns,
  markRead,
  matchesSearch,
  tenantMessageRows,
  threadSummaries,
  type MessageRow,
  type Viewer,
} from './messages.repo.ts';

const DEFAULT_PER_PAGE = 20;

/**
 * Reading conversations (the company's list, the firm's inbox, a thread's head and pages, unread counts) and the
 * two small changes around them: read marks and the responsible staff member. Every query takes the viewer
 * (messages.repo.ts), so a client's list, count, preview and page never hold an internal note.
 */
export function createMessageThreadsService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;

  async function summary(viewer: Viewer, tenantId: string, threadId: string) {
    const row = await threadSummaries(db, viewer)
      .where('t.tenant_id', '=', tenantId)
      .where('t.id', '=', threadId)
      .executeTakeFirst();
    if (!row) throw notFound('Conversation');
    return row;
  }

  /**
   * 404 unless the thread is the tenant's: a primary-key read. The summary (joins, unread count, link label) is
   * for the thread's head only; checked with it, a page of messages cost twice the page (bench:messages).
   */
  async function assertThread(tenantId: string, threadId: string) {
    const found = await db
      .selectFrom('message_threads')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', threadId)
      .executeTakeFirst();
    if (!found) throw notFound('Conversation');
  }

  /** Messages with their files, as the caller sees them. */
  async function presentRows(actor: Principal, viewer: Viewer, rows: Awaited<ReturnType<typeof findMessage>>[]) {
    const present = rows.filter((r) => r !== undefined);
    const files = await attachmentsOf(
      db,
      present.map((r) => r.id),
    );
    return present.map((r) => presentMessage(r, files, actor, viewer));
  }

  /** Up to a page and one more, newest first: the page oldest first, and whether there is more before it. */
  async function presentPage(actor: Principal, viewer: Viewer, rows: MessageRow[]): Promise<TThreadMessages> {
    const size = MESSAGE_LIMITS.pageSize;
    const page = rows.slice(0, size).reverse();
    return { data: await presentRows(actor, viewer, page), has_older: rows.length > size };
  }

  return {
    async list(actor: Principal, tenantId: string, query: TCompanyThreadsQuery): Promise<TMessageThreadPage> {
      await enterTenant(db, actor, tenantId);
      const viewer = viewerOf(actor);
      const last = lastColumns(viewer);
      let rows = threadSummaries(db, viewer).where('t.tenant_id', '=', tenantId);
      if (query.search) rows = rows.where(matchesSearch(viewer, containsPattern(query.search)));
      if (query.link_kind) rows = rows.where('t.link_kind', '=', query.link_kind);
      if (query.link_uuid) rows = rows.where('t.link_id', '=', query.link_uuid);
      rows = rows.orderBy(last.at, 'desc').orderBy('t.id', 'desc');
      // `db` only runs the count; the page's table aliases (t, r, …) are the query's own.
      const page = await paginate(db as never, rows, { page: query.page, perPage: query.per_page ?? DEFAULT_PER_PAGE });
      return mapPage(page, (row) => presentSummary(row, viewer));
    },

    async head(actor: Principal, tenantId: string, threadId: string): Promise<TMessageThread> {
      await enterTenant(db, actor, tenantId);
      const viewer = viewerOf(actor);
      const row = await summary(viewer, tenantId, threadId);
      const staff = viewer.side === 'FIRM';
      const canAttach =
        canInTenant(actor.access, tenantId, 'upload files') &&
        (staff || (await isFeatureOn(db, 'CLIENT_FILE_UPLOAD', actor)));
      return { ...presentSummary(row, viewer), can_write_internal: staff, can_attach: canAttach };
    },

    /**
     * Newest page, the page before a message, or what came after one (oldest first in each). The thread check runs
     * beside the first read rather than before it (one round trip less on PostgreSQL's pool, bench:messages); that
     * read is scoped by the tenant itself, so it never reads another company's messages, and its rows are only
     * used once the check has passed.
     */
    async messages(
      actor: Principal,
      tenantId: string,
      threadId: string,
      query: TThreadMessagesQuery,
    ): Promise<TThreadMessages> {
      await enterThread(db, actor, tenantId);
      const viewer = viewerOf(actor);
      const inThread = () => tenantMessageRows(db, viewer, tenantId, threadId);
      const size = MESSAGE_LIMITS.pageSize;
      const newest = () =>
        inThread()
          .orderBy('m.seq', 'desc')
          .limit(size + 1)
          .execute();
      const cursorId = query.before ?? query.after;
      if (!cursorId) {
        const [, rows] = await Promise.all([assertThread(tenantId, threadId), newest()]);
        return presentPage(actor, viewer, rows);
      }
      const [, cursor] = await Promise.all([
        assertThread(tenantId, threadId),
        inThread().where('m.id', '=', cursorId).executeTakeFirst(),
      ]);
      if (!cursor) throw notFound('Message');
      if (query.after) {
        const rows = await inThread().where('m.seq', '>', cursor.seq).orderBy('m.seq', 'asc').limit(size).execute();
        const firstSeq = rows[0]?.seq ?? cursor.seq + 1;
        const older = await inThread().where('m.seq', '<', firstSeq).limit(1).execute();
        return { data: await presentRows(actor, viewer, rows), has_older: older.length > 0 };
      }
      const rows = await inThread()
        .where('m.seq', '<', cursor.seq)
        .orderBy('m.seq', 'desc')
        .limit(size + 1)
        .execute();
      return presentPage(actor, viewer, rows);
    },

    /**
     * A message the caller has just written (message-writing's row): the write checked the tenant and the thread,
     * so only its files (if any) are read.
     */
    async presentWritten(actor: Principal, row: MessageRow, withFiles: boolean): Promise<TThreadMessage> {
      const files = withFiles ? await attachmentsOf(db, [row.id]) : [];
      return presentMessage(row, files, actor, viewerOf(actor));
    },

    /** One message as the caller sees it (after an edit or removal). */
    async message(actor: Principal, tenantId: string, threadId: string, messageId: string) {
      await enterThread(db, actor, tenantId);
      const viewer = viewerOf(actor);
      await assertThread(tenantId, threadId);
      const row = await findMessage(db, viewer, threadId, messageId);
      if (!row) throw notFound('Message');
      return (await presentRows(actor, viewer, [row]))[0]!;
    },

    async markRead(actor: Principal, tenantId: string, threadId: string, upTo: string): Promise<void> {
      await enterThread(db, actor, tenantId);
      const viewer = viewerOf(actor);
      await assertThread(tenantId, threadId);
      const message = await findMessage(db, viewer, threadId, upTo);
      if (!message) throw notFound('Message');
      // A key-share lock: marks never wait for each other, but an edit's check (which locks the thread for
      // update) and a mark cannot interleave, so "nobody else has read it" holds until the edit commits.
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('message_threads').select('id').where('id', '=', threadId).forKeyShare().execute();
        await markRead(trx, threadId, viewer, message.seq);
      });
    },

    assign: (actor: Principal, tenantId: string, threadId: string, userId: string | null): Promise<TMessageThread> =>
      audited(
        auditActorOf(actor),
        { action: 'MESSAGE_THREAD_ASSIGN', tenantId, target: `message-thread:${threadId}` },
        async (scope) => {
          await enterTenant(db, actor, tenantId);
          const viewer = viewerOf(actor);
          if (viewer.side !== 'FIRM') throw forbidden();
          if (userId && !(await isActiveStaff(db, userId))) {
            throw new AppError(400, 'VALIDATION_ERROR', 'Choose an active staff member', [
              { field: 'user_uuid', message: VALIDATION_MESSAGES.responsibleStaffInvalid },
            ]);
          }
          await db.transaction().execute(async (trx) => {
            const before = await trx
              .selectFrom('message_threads')
              .select('assignee_id')
              .where('tenant_id', '=', tenantId)
              .where('id', '=', threadId)
              .forUpdate()
              .executeTakeFirst();
            if (!before) throw notFound('Conversation');
            await trx.updateTable('message_threads').set({ assignee_id: userId }).where('id', '=', threadId).execute();
            scope.changes = { assignee_uuid: { from: before.assignee_id, to: userId } };
            await scope.recordIn(trx);
          });
          const row = await summary(viewer, tenantId, threadId);
          const canAttach = canInTenant(actor.access, tenantId, 'upload files');
          return { ...presentSummary(row, viewer), can_write_internal: true, can_attach: canAttach };
        },
      ),

    /** The firm's inbox: every company staff may see ('view tenant' firm-wide), newest activity first. */
    async inbox(actor: Principal, query: TFirmInboxQuery): Promise<TMessageThreadPage> {
      await enterFirm(db, actor);
      if (!actor.access.firmPermissions.has('view tenant')) throw forbidden();
      const viewer = viewerOf(actor);
      let rows = threadSummaries(db, viewer);
      if (query.waiting === 'true') rows = rows.where('t.waiting_on_firm', '=', true);
      if (query.tenant_uuid) rows = rows.where('t.tenant_id', '=', query.tenant_uuid);
      if (query.assignee === 'me') rows = rows.where('t.assignee_id', '=', viewer.userId);
      else if (query.assignee === 'none') rows = rows.where('t.assignee_id', 'is', null);
      else if (query.assignee) rows = rows.where('t.assignee_id', '=', query.assignee);
      if (query.unread === 'true') rows = rows.where(hasUnread(viewer));
      if (query.search) rows = rows.where(matchesSearch(viewer, containsPattern(query.search)));
      rows = rows.orderBy('t.staff_last_at', 'desc').orderBy('t.id', 'desc');
      // `db` only runs the count; the page's table aliases (t, r, …) are the query's own. Half the threads may wait
      // on the firm: counted in order, the count walks the waiting index the page does (else it reads the table).
      const page = await paginate(
        db as never,
        rows,
        { page: query.page, perPage: query.per_page ?? DEFAULT_PER_PAGE },
        { countInOrder: true },
      );
      return mapPage(page, (row) => presentSummary(row, viewer));
    },

    /** Threads with something unread for the caller, per company they may see. */
    async unread(actor: Principal): Promise<TUnreadThreads> {
      await assertFeatureOn(db, 'MESSAGES', actor);
      const viewer = viewerOf(actor);
      const tenantIds = [...actor.access.tenants.keys()];
      const seesAll = viewer.side === 'FIRM' && actor.access.firmPermissions.has('view tenant');
      if (!seesAll && tenantIds.length === 0) return { total: 0, by_tenant: [] };
      const unreadThreads = db
        .selectFrom('message_threads as t')
        .leftJoin('message_reads as r', (j) => j.onRef('r.thread_id', '=', 't.id').on('r.user_id', '=', viewer.userId))
        .where(hasUnread(viewer));
      if (seesAll) {
        // Firm-wide a staff member may have thousands of threads they never opened: the badge needs "99+", not
        // the number, so the count stops at the first cap + 1 it finds (a poll never reads 100,000).
        const { rows: capped } = await sql<{ total: number }>`select count(*)::int as total
          from (${unreadThreads.select('t.id').limit(MESSAGE_LIMITS.unreadTotalCap + 1)}) as unread`.execute(db);
        return { total: capped[0]?.total ?? 0, by_tenant: [] };
      }
      const rows = unreadThreads
        .select(['t.tenant_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('t.tenant_id', 'in', tenantIds)
        .groupBy('t.tenant_id');
      const counts = (await rows.execute()).map((r) => ({ tenant_uuid: r.tenant_id, count: Number(r.count) }));
      return { total: counts.reduce((sum, c) => sum + c.count, 0), by_tenant: counts };
    },
  };
}
export type MessageThreadsService = ReturnType<typeof createMessageThreadsService>;
