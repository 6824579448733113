import type { TMessageSide, TThreadLinkKind } from '@ledgerport/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/**
 * Who is looking: clients read the `client_last_*` columns and never an internal note; staff read everything.
 * Every query below that answers messages or threads takes the viewer, so no path forgets the rule.
 */
export type Viewer = { userId: string; side: TMessageSide };
const isClient = (viewer: Viewer) => viewer.side === 'CLIENT';

/** A page of one list: the rows, newest activity first. */
export const lastColumns = (viewer: Viewer) =>
  isClient(viewer)
    ? ({
        at: 't.client_last_at',
        seq: 't.client_last_seq',
        side: 't.client_last_side',
        author: 't.client_last_author_id',
        preview: 't.client_last_preview',
      } as const)
    : ({
        at: 't.staff_last_at',
        seq: 't.staff_last_seq',
        side: 't.staff_last_side',
        author: 't.staff_last_author_id',
        preview: 't.staff_last_preview',
      } as const);

/** Unread messages are counted up to this many (a badge says "99+" beyond it; the scan stays short). */
export const UNREAD_COUNT_CAP = 99;

/**
 * The thread rows a list shows, with the caller's unread count: the messages after their read mark, through the
 * (thread_id, seq) index (the client's partial one skips internal notes), stopping at UNREAD_COUNT_CAP.
 */
export function threadSummaries(db: Db, viewer: Viewer) {
  const last = lastColumns(viewer);
  const client = isClient(viewer);
  return db
    .selectFrom('message_threads as t')
    .innerJoin('tenants as tn', 'tn.id', 't.tenant_id')
    .leftJoin('message_reads as r', (j) => j.onRef('r.thread_id', '=', 't.id').on('r.user_id', '=', viewer.userId))
    .leftJoin('users as la', 'la.id', last.author)
    .leftJoin('users as asg', 'asg.id', 't.assignee_id')
    .select([
      't.id',
      't.tenant_id',
      'tn.name as tenant_name',
      't.subject',
      't.link_kind',
      't.link_id',
      't.assignee_id',
      'asg.name as assignee_name',
      'la.name as last_author',
      't.waiting_on_firm',
      't.created_at',
      't.last_seq',
    ])
    .select([
      sql.ref<Date>(last.at).as('last_at'),
      sql.ref<TMessageSide>(last.side).as('last_side'),
      sql.ref<string>(last.preview).as('last_preview'),
    ])
    .select(
      sql<string | null>`case t.link_kind
        when 'FILE' then (select d.name from documents d where d.id = t.link_id)
        when 'SIGNATURE' then (select e.title from signing_envelopes e where e.id = t.link_id)
        when 'REQUEST' then (select q.title from document_requests q where q.id = t.link_id)
        when 'ORGANIZER' then (select q.title from document_requests q where q.id = t.link_id)
      end`.as('link_label'),
    )
    .select(
      sql<number>`(select count(*)::int from (select 1 from messages m
        where m.thread_id = t.id and m.seq > coalesce(r.last_read_seq, 0)
          ${client ? sql`and not m.internal` : sql``}
          and m.author_id is distinct from ${viewer.userId}
        limit ${UNREAD_COUNT_CAP}) u)`.as('unread_count'),
    );
}
export type ThreadSummaryRow = Awaited<ReturnType<ReturnType<typeof threadSummaries>['executeTakeFirstOrThrow']>>;

/** Threads with a message the viewer has not read (their own posts move their mark, see `markRead`). */
export const hasUnread = (viewer: Viewer): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(lastColumns(viewer).seq)} > coalesce(r.last_read_seq, 0)`;

/** Subject or a message's text (one the viewer may see, not removed) contains `pattern` (trigram indexes). */
export const matchesSearch = (viewer: Viewer, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`(lower(t.subject) like lower(${pattern}) or t.id in (
    select m.thread_id from messages m where lower(m.body_text) like lower(${pattern})
      and m.removed_at is null ${isClient(viewer) ? sql`and not m.internal` : sql``}))`;

export const findThread = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('message_threads')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The thread held until the transaction ends: its messages are numbered one after the other. */
export const lockThread = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('message_threads')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;

type NextMessage = { side: TMessageSide; authorId: string; internal: boolean; text: string };

/**
 * The thread's UPDATE that makes room for a new message: takes its next number and points its "last message"
 * columns at the message inserted with it (an internal note moves only the staff side's). It locks the row until
 * the transaction ends, so two posts at once number one after the other. `now()` is the transaction's time, the
 * same value the message's created_at takes by default.
 */
const advanceThreadQuery = (db: Db, tenantId: string, id: string, next: NextMessage) => {
  const seq = sql<number>`message_threads.last_seq + 1`;
  const staffSide = {
    staff_last_seq: seq,
    staff_last_at: sql<Date>`now()`,
    staff_last_side: next.side,
    staff_last_author_id: next.authorId,
    staff_last_preview: previewText(next.text),
  };
  const clientSide = {
    client_last_seq: seq,
    client_last_at: sql<Date>`now()`,
    client_last_side: next.side,
    client_last_author_id: next.authorId,
    client_last_preview: previewText(next.text),
    waiting_on_firm: next.side === 'CLIENT',
  };
  return db
    .updateTable('message_threads')
    .set({ last_seq: seq, ...staffSide, ...(next.internal ? {} : clientSide) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
};

/**
 * A post's writes in ONE statement (data-modifying CTEs): the thread's UPDATE (its next number, its "last
 * message" columns, its row lock), the message's INSERT under that number, and the author's read mark moved to
 * it (an author has read what they wrote). Three round trips were half a post's time (bench/messages.bench.ts).
 * Each part runs only on the row before it, so a thread that is not the tenant's changes nothing and answers
 * undefined. Run it in the transaction that records the post's audit event and news.
 */
export const appendMessage = (
  db: Db,
  row: {
    tenantId: string;
    threadId: string;
    viewer: Viewer;
    internal: boolean;
    source: string;
    html: string;
    text: string;
    viaEmail: string | null;
  },
) =>
  db
    .with('t', (q) =>
      advanceThreadQuery(q as unknown as Db, row.tenantId, row.threadId, {
        side: row.viewer.side,
        authorId: row.viewer.userId,
        internal: row.internal,
        text: row.text,
      }).returning(['id', 'tenant_id', 'last_seq', 'subject']),
    )
    .with('m', (q) =>
      q
        .insertInto('messages')
        .columns([
          'thread_id',
          'tenant_id',
          'seq',
          'author_id',
          'side',
          'internal',
          'body_source',
          'body_html',
          'body_text',
          'via_email',
        ])
        .expression((eb) =>
          eb.selectFrom('t').select([
            't.id',
            't.tenant_id',
            't.last_seq',
            // Typed: a parameter in a SELECT list is text to the planner, not the column's type.
            sql<string>`${row.viewer.userId}::uuid`.as('author_id'),
            sql.val(row.viewer.side).as('side'),
            sql<boolean>`${row.internal}::boolean`.as('internal'),
            sql.val(row.source).as('body_source'),
            sql.val(row.html).as('body_html'),
            sql.val(row.text).as('body_text'),
            sql.val(row.viaEmail).as('via_email'),
          ]),
        )
        .returning(['id', 'thread_id', 'seq', 'created_at']),
    )
    .with('r', (q) =>
      q
        .insertInto('message_reads')
        .columns(['thread_id', 'user_id', 'side', 'last_read_seq'])
        .expression((eb) =>
          eb
            .selectFrom('m')
            .select([
              'm.thread_id',
              sql<string>`${row.viewer.userId}::uuid`.as('user_id'),
              sql.val(row.viewer.side).as('side'),
              'm.seq',
            ]),
        )
        .onConflict((c) =>
          c.columns(['thread_id', 'user_id']).doUpdateSet({
            last_read_seq: sql<number>`greatest(message_reads.last_read_seq, excluded.last_read_seq)`,
            read_at: sql<Date>`now()`,
          }),
        ),
    )
    .selectFrom(['t', 'm'])
    .select([
      'm.id',
      'm.seq',
      'm.created_at',
      't.subject',
      sql<string | null>`(select u.name from users u where u.id = ${row.viewer.userId})`.as('author_name'),
    ])
    .executeTakeFirst();

/** Whether the linked record exists in that company (another company's is as if it did not exist). */
export async function linkExists(db: Db, tenantId: string, kind: TThreadLinkKind, id: string): Promise<boolean> {
  const found =
    kind === 'FILE'
      ? db
          .selectFrom('documents')
          .select('id')
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
      : kind === 'SIGNATURE'
        ? db.selectFrom('signing_envelopes').select('id').where('id', '=', id).where('tenant_id', '=', tenantId)
        : kind === 'ORGANIZER'
          ? db.selectFrom('organizers').select('id').where('id', '=', id).where('tenant_id', '=', tenantId)
          : db
              .selectFrom('document_requests')
              .select('id')
              .where('id', '=', id)
              .where('tenant_id', '=', tenantId)
              .where('kind', '!=', 'ORGANIZER');
  return (await found.executeTakeFirst()) !== undefined;
}

export const insertThread = (
  db: Db,
  row: { tenantId: string; subject: string; linkKind: TThreadLinkKind | null; linkId: string | null; by: string },
) =>
  db
    .insertInto('message_threads')
    .values({
      tenant_id: row.tenantId,
      subject: row.subject,
      link_kind: row.linkKind,
      link_id: row.linkId,
      created_by: row.by,
      client_last_at: sql<Date>`now()`,
      staff_last_at: sql<Date>`now()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The message's columns, with its author and remover, as the presenter needs them. */
export function messageRows(db: Db, viewer: Viewer, threadId: string) {
  let query = db
    .selectFrom('messages as m')
    .leftJoin('users as a', 'a.id', 'm.author_id')
    .leftJoin('users as rb', 'rb.id', 'm.removed_by')
    .select([
      'm.id',
      'm.thread_id',
      'm.seq',
      'm.author_id',
      'a.name as author_name',
      'm.side',
      'm.internal',
      'm.body_html',
      'm.via_email',
      'm.created_at',
      'm.edited_at',
      'm.removed_at',
      'rb.name as removed_by_name',
      'm.removed_reason',
    ])
    .select(readByOthers.as('read_by_others'))
    .where('m.thread_id', '=', threadId);
  if (isClient(viewer)) query = query.where('m.internal', '=', false);
  return query;
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

/**
 * `messageRows` of the thread only when it is the tenant's: the thread's id comes from its own row found by
 * (tenant_id, id), so another company's thread answers nothing. Not `m.tenant_id = …`: with it the planner
 * intersected the tenant's index with the thread's and sorted all 10,000 messages of a long thread instead of
 * walking (thread_id, seq) for the newest 51 (bench:messages, 3 ms → 13 ms).
 */
export const tenantMessageRows = (db: Db, viewer: Viewer, tenantId: string, threadId: string) =>
  messageRows(db, viewer, threadId).where(
    'm.thread_id',
    '=',
    db
      .selectFrom('message_threads as tt')
      .select('tt.id')
      .where('tt.tenant_id', '=', tenantId)
      .where('tt.id', '=', threadId),
  );

/** Someone other than the author has read the message (an internal note: only staff can have). */
const readByOthers = sql<boolean>`exists (select 1 from message_reads rr
  where rr.thread_id = m.thread_id and rr.user_id is distinct from m.author_id and rr.last_read_seq >= m.seq
    and (not m.internal or rr.side = 'FIRM'))`;

/** One message of the thread the viewer may see, or undefined. */
export const findMessage = (db: Db, viewer: Viewer, threadId: string, id: string) =>
  messageRows(db, viewer, threadId).where('m.id', '=', id).executeTakeFirst();

export const attachmentsOf = (db: Db, messageIds: string[]) =>
  messageIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('message_attachments as ma')
        .innerJoin('documents as d', 'd.id', 'ma.document_id')
        .leftJoin('folders as f', (j) =>
          j.onRef('f.tenant_id', '=', 'd.tenant_id').onRef('f.path', '=', 'd.folder').on('f.deleted_at', 'is', null),
        )
        .select(['ma.message_id', 'd.id as document_id', 'f.id as folder_id', 'd.name', 'd.size'])
        .where('ma.message_id', 'in', messageIds)
        .where('d.deleted_at', 'is', null)
        .orderBy('ma.message_id')
        .orderBy('ma.position')
        .execute();

export const insertMessage = (
  db: Db,
  row: {
    threadId: string;
    tenantId: string;
    seq: number;
    authorId: string;
    side: TMessageSide;
    internal: boolean;
    source: string;
    html: string;
    text: string;
    viaEmail: string | null;
  },
) =>
  db
    .insertInto('messages')
    .values({
      thread_id: row.threadId,
      tenant_id: row.tenantId,
      seq: row.seq,
      author_id: row.authorId,
      side: row.side,
      internal: row.internal,
      body_source: row.source,
      body_html: row.html,
      body_text: row.text,
      via_email: row.viaEmail,
    })
    .returning((eb) => [
      'id',
      'created_at',
      eb.selectFrom('users').select('name').whereRef('users.id', '=', 'messages.author_id').as('author_name'),
    ])
    .executeTakeFirstOrThrow();

export const insertAttachments = (db: Db, messageId: string, tenantId: string, documentIds: string[]) =>
  documentIds.length === 0
    ? Promise.resolve()
    : db
        .insertInto('message_attachments')
        .values(
          documentIds.map((id, position) => ({
            message_id: messageId,
            tenant_id: tenantId,
            document_id: id,
            position,
          })),
        )
        .execute()
        .then(() => undefined);

/** The read mark only moves forward. */
export const markRead = (db: Db, threadId: string, viewer: Viewer, seq: number) =>
  db
    .insertInto('message_reads')
    .values({ thread_id: threadId, user_id: viewer.userId, side: viewer.side, last_read_seq: seq })
    .onConflict((c) =>
      c.columns(['thread_id', 'user_id']).doUpdateSet({
        last_read_seq: sql<number>`greatest(message_reads.last_read_seq, excluded.last_read_seq)`,
        read_at: sql<Date>`now()`,
      }),
    )
    .execute();

/**
 * The thread's "last message" columns again from its messages (after a post, edit, delete or removal): the last
 * one a client may see, the last of all, and whether the last one a client may see came from the client.
 */
export async function refreshThreadLast(db: Db, threadId: string) {
  const latest = (clientOnly: boolean) => {
    let query = db
      .selectFrom('messages')
      .select(['seq', 'created_at', 'side', 'author_id', 'body_text', 'removed_at'])
      .where('thread_id', '=', threadId)
      .orderBy('seq', 'desc')
      .limit(1);
    if (clientOnly) query = query.where('internal', '=', false);
    return query.executeTakeFirst();
  };
  const [visible, any] = await Promise.all([latest(true), latest(false)]);
  const preview = (row: typeof visible) => (row && !row.removed_at ? previewText(row.body_text) : '');
  await db
    .updateTable('message_threads')
    .set({
      ...(visible
        ? {
            client_last_seq: visible.seq,
            client_last_at: visible.created_at,
            client_last_side: visible.side,
            client_last_author_id: visible.author_id,
          }
        : { client_last_seq: 0, client_last_author_id: null }),
      client_last_preview: preview(visible),
      ...(any
        ? {
            staff_last_seq: any.seq,
            staff_last_at: any.created_at,
            staff_last_side: any.side,
            staff_last_author_id: any.author_id,
          }
        : { staff_last_seq: 0, staff_last_author_id: null }),
      staff_last_preview: preview(any),
      waiting_on_firm: visible?.side === 'CLIENT',
    })
    .where('id', '=', threadId)
    .execute();
}

const previewText = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 160 ? line : `${line.slice(0, 159)}…`;
};

/** Active staff: firm roles and no company membership (the session's own rule for the staff audience). */
export const isActiveStaff = async (db: Db, id: string) =>
  (await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', id)
    .where('u.status', '=', 'ACTIVE')
    .where(({ exists, not, selectFrom }) =>
      exists(selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id')).and(
        not(exists(selectFrom('tenant_memberships as tm').select('tm.user_id').whereRef('tm.user_id', '=', 'u.id'))),
      ),
    )
    .executeTakeFirst()) !== undefined;

export const userName = async (db: Db, id: string) =>
  (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '';

/**
 * Who the news of an internal note may reach, beside staff in general: the thread's assignee and the staff who
 * wrote in it (message-news's ThreadAudienceReader). null: no such thread in that tenant.
 */
export async function threadAudience(db: Db, tenantId: string, threadId: string) {
  const thread = await db
    .selectFrom('message_threads')
    .select('assignee_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', threadId)
    .executeTakeFirst();
  if (!thread) return null;
  const authors = await db
    .selectFrom('messages')
    .select('author_id')
    .distinct()
    .where('thread_id', '=', threadId)
    .where('side', '=', 'FIRM')
    .where('author_id', 'is not', null)
    .execute();
  return { assigneeUserId: thread.assignee_id, staffAuthorIds: authors.map((a) => a.author_id!) };
}
