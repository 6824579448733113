import type { TRequestKind, TRequestStatus } from '@ledgerport/contract';
import { sql } from 'kysely';
import { dayText, nullableDayText } from '../../platform/db/exact-values.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Period } from './request-periods.ts';

/** Every request with its days as 'YYYY-MM-DD' text. */
function requests(db: Db) {
  return db
    .selectFrom('document_requests')
    .select([
      'document_requests.id',
      'document_requests.tenant_id',
      'document_requests.series_id',
      'document_requests.title',
      'document_requests.description',
      'document_requests.kind',
      nullableDayText('document_requests.period_start').as('period_start'),
      nullableDayText('document_requests.period_end').as('period_end'),
      dayText('document_requests.due_on').as('due_on'),
      'document_requests.status',
      'document_requests.return_note',
      'document_requests.submitted_at',
      'document_requests.decided_at',
      'document_requests.revision',
      'document_requests.created_at',
      'document_requests.updated_at',
      'document_requests.fulfilled_by',
      'document_requests.received_note',
      'document_requests.received_at',
      (eb) =>
        eb
          .selectFrom('users')
          .select('users.name')
          .whereRef('users.id', '=', 'document_requests.received_by')
          .as('received_by_name'),
    ]);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;

export const findRequest = (db: Db, tenantId: string, id: string) =>
  requests(db)
    .where('document_requests.tenant_id', '=', tenantId)
    .where('document_requests.id', '=', id)
    .executeTakeFirst();

export const findRequests = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : requests(db)
        .where('document_requests.id', 'in', ids)
        .orderBy('document_requests.due_on')
        .orderBy('document_requests.id')
        .execute();

export type RequestFilter = {
  tenantId: string;
  status?: TRequestStatus;
  kind?: TRequestKind;
  overdueBefore?: string;
  search?: string;
};

/** One page in due order (due_on, id), which the (tenant_id[, status], due_on, id) indexes serve. */
export function listRequests(db: Db, filter: RequestFilter, page: PageRequest) {
  let query = requests(db)
    .where('document_requests.tenant_id', '=', filter.tenantId)
    .orderBy('document_requests.due_on')
    .orderBy('document_requests.id');
  if (filter.status) query = query.where('document_requests.status', '=', filter.status);
  if (filter.kind) query = query.where('document_requests.kind', '=', filter.kind);
  if (filter.overdueBefore) {
    query = query
      .where('document_requests.status', '=', 'OPEN')
      .where('document_requests.due_on', '<', filter.overdueBefore);
  }
  if (filter.search) query = query.where('document_requests.title', 'ilike', containsPattern(filter.search));
  return paginate(db, query, page);
}

/**
 * The badge's counts in one pass over the tenant's OPEN and SUBMITTED rows, which the (tenant_id, status,
 * due_on, id) index holds: no other tenant's rows and no finished ones are read.
 */
export async function countRequests(db: Db, tenantId: string, today: string) {
  const row = await db
    .selectFrom('document_requests')
    .select([
      sql<string>`count(*) filter (where status = 'OPEN')`.as('open'),
      sql<string>`count(*) filter (where status = 'OPEN' and due_on < ${today})`.as('overdue'),
      sql<string>`count(*) filter (where status = 'SUBMITTED')`.as('submitted'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['OPEN', 'SUBMITTED'])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue), submitted: Number(row.submitted) };
}

/** The live files attached to each of `requestIds`. */
export const attachedDocuments = (db: Db, requestIds: string[]) =>
  requestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('request_documents')
        .innerJoin('documents', 'documents.id', 'request_documents.document_id')
        .select(['request_documents.request_id', 'documents.id', 'documents.name', 'documents.folder'])
        .where('request_documents.request_id', 'in', requestIds)
        .where('documents.deleted_at', 'is', null)
        .orderBy('documents.name')
        .execute();

export type NewRequest = {
  tenantId: string;
  seriesId: string | null;
  title: string;
  description: string;
  kind: TRequestKind;
  period: Omit<Period, 'dueOn'> | null;
  dueOn: string;
  createdBy: string | null;
};

/** Inserts requests; a series' period already made is skipped (the unique key). Answers the new ids. */
export async function insertRequests(db: Db, rows: NewRequest[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('document_requests')
    .values(
      rows.map((r) => ({
        tenant_id: r.tenantId,
        series_id: r.seriesId,
        title: r.title,
        description: r.description,
        kind: r.kind,
        period_start: r.period?.start ?? null,
        period_end: r.period?.end ?? null,
        due_on: r.dueOn,
        created_by: r.createdBy,
      })),
    )
    .onConflict((oc) => oc.columns(['series_id', 'period_start']).doNothing())
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

export type StatusChange = {
  status: TRequestStatus;
  returnNote?: string;
  /** Who submitted (null: a person without an account, through an upload link). */
  submittedBy?: string | null;
  decidedBy?: string;
  /** Received outside the portal: the staff's note and who (issue 30). */
  received?: { note: string; by: string };
  /** Reopened: forget what made it DONE. */
  clearDone?: boolean;
};

/**
 * Moves one request to `change.status` only if it is still in one of `from`: a conditional update, so of two
 * changes at the same moment the second finds the status moved on and changes nothing (false).
 */
export async function moveStatus(
  db: Db,
  tenantId: string,
  id: string,
  from: readonly TRequestStatus[],
  change: StatusChange,
): Promise<boolean> {
  const now = sql<Date>`now()`;
  const result = await db
    .updateTable('document_requests')
    .set({
      status: change.status,
      revision: sql<number>`revision + 1`,
      updated_at: now,
      ...(change.returnNote !== undefined ? { return_note: change.returnNote } : {}),
      ...(change.submittedBy !== undefined ? { submitted_by: change.submittedBy, submitted_at: now } : {}),
      ...(change.decidedBy ? { decided_by: change.decidedBy, decided_at: now } : {}),
      ...(change.received
        ? { received_note: change.received.note, received_by: change.received.by, received_at: now }
        : {}),
      ...(change.clearDone ? { received_note: null, received_by: null, received_at: null, fulfilled_by: null } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Edits a request still at `revision` and still OPEN or SUBMITTED; false when either moved on. */
export async function editRequest(
  db: Db,
  tenantId: string,
  id: string,
  revision: number,
  fields: { title?: string; description?: string; due_on?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('document_requests')
    .set({ ...fields, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', 'in', ['OPEN', 'SUBMITTED'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Which of `ids` are live documents of the tenant. */
export const liveDocumentIds = async (db: Db, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .selectFrom('documents')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .where('deleted_at', 'is', null)
          .execute()
      ).map((r) => r.id);

export const attachDocuments = (db: Db, requestId: string, documentIds: string[], userId: string | null) =>
  documentIds.length === 0
    ? Promise.resolve()
    : db
        .insertInto('request_documents')
        .values(documentIds.map((id) => ({ request_id: requestId, document_id: id, attached_by: userId })))
        .onConflict((oc) => oc.columns(['request_id', 'document_id']).doNothing())
        .execute()
        .then(() => undefined);

/** Unlinks one file from a request (the file itself stays where it is). */
export const detachDocument = (db: Db, requestId: string, documentId: string) =>
  db
    .deleteFrom('request_documents')
    .where('request_id', '=', requestId)
    .where('document_id', '=', documentId)
    .execute()
    .then(() => undefined);
