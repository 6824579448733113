import { sql, type Kysely, type Transaction } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { paginateSearch } from '../../platform/db/paginate-search.ts';
import type { BulkBatchState, BulkKind, Db, DB } from '../../platform/db/schema.ts';

/**
 * Rows per INSERT. Each column travels as one array parameter (unnest), so a statement carries 8 parameters
 * whatever its size: binding 80,000 single values cost PGlite far more than parsing 8 arrays.
 */
const INSERT_CHUNK = 5_000;

export type NewBatch = {
  kind: BulkKind;
  initiatedBy: string;
  fileName: string;
  emailSubject: string | null;
  emailBody: string | null;
  mechanism: string | null;
  totalRows: number;
};

export type NewBatchRow = {
  row_number: number;
  client_name: string;
  email: string | null;
  phone_number: string | null;
  amount: string | null;
  tenant_id: string | null;
  locale: string;
};

export const insertBatch = (trx: Transaction<DB>, batch: NewBatch) =>
  trx
    .insertInto('bulk_batches')
    .values({
      kind: batch.kind,
      initiated_by: batch.initiatedBy,
      file_name: batch.fileName,
      email_subject: batch.emailSubject,
      email_body: batch.emailBody,
      mechanism: batch.mechanism,
      total_rows: batch.totalRows,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Every row of a new batch, in a few INSERTs of arrays (no round trip per row). */
export async function insertBatchRows(trx: Transaction<DB>, batchId: string, rows: NewBatchRow[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const column = <K extends keyof NewBatchRow>(key: K) => chunk.map((row) => row[key]);
    await sql`
      insert into bulk_batch_rows
        (batch_id, row_number, client_name, email, phone_number, amount, tenant_id, locale)
      select ${batchId}::uuid, * from unnest(
        ${column('row_number')}::int[], ${column('client_name')}::text[], ${column('email')}::text[],
        ${column('phone_number')}::text[], ${column('amount')}::text[], ${column('tenant_id')}::uuid[],
        ${column('locale')}::text[])`.execute(trx);
  }
}

/** A batch with its initiator and the counts frozen when it finished (null before). */
function batches(db: Db) {
  return db
    .selectFrom('bulk_batches')
    .innerJoin('users', 'users.id', 'bulk_batches.initiated_by')
    .select([
      'bulk_batches.id',
      'bulk_batches.kind',
      'bulk_batches.state',
      'users.name as initiator_name',
      'users.email as initiator_email',
      'bulk_batches.file_name',
      'bulk_batches.email_subject',
      'bulk_batches.email_body',
      'bulk_batches.mechanism',
      'bulk_batches.total_rows',
      'bulk_batches.email_sent',
      'bulk_batches.text_sent',
      'bulk_batches.failed',
      'bulk_batches.created_at',
      'bulk_batches.finished_at',
    ]);
}
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batches>['executeTakeFirstOrThrow']>>;

export const findBatch = (db: Db, id: string) => batches(db).where('bulk_batches.id', '=', id).executeTakeFirst();

/**
 * One kind's batches, newest first. `search` matches a push's subject, or another batch's file name, through
 * paginateSearch (its plan does not hang on ANALYZE's sample).
 */
export function listBatches(db: Kysely<DB>, filter: { kind: BulkKind; search?: string }, page: PageRequest) {
  const query = batches(db).where('bulk_batches.kind', '=', filter.kind);
  if (!filter.search) {
    return paginate(db, query.orderBy('bulk_batches.created_at', 'desc').orderBy('bulk_batches.seq', 'desc'), page);
  }
  const pattern = containsPattern(filter.search);
  const searched = filter.kind === 'PUSH' ? 'email_subject' : 'file_name';
  return paginateSearch(
    db,
    {
      list: query.select('bulk_batches.seq as __seq'),
      order: ['created_at desc', '__seq desc'],
      key: 'id',
      matches: (column) => sql<boolean>`${column(searched)} ilike ${pattern}`,
    },
    page,
  );
}

/** What the fan-out needs of a batch. */
export const findBatchForFanOut = (db: Db, id: string) =>
  db
    .selectFrom('bulk_batches')
    .select(['id', 'kind', 'email_subject', 'email_body', 'fanned_out_through', 'fanned_out_at'])
    .where('id', '=', id)
    .executeTakeFirst();

export const markSending = (db: Db, id: string) =>
  db.updateTable('bulk_batches').set({ state: 'SENDING' }).where('id', '=', id).where('state', '=', 'QUEUED').execute();

/** The fan-out's progress; never moves back (two runs of the job may overlap after a claim ran out). */
export const advanceFanOut = (db: Db, id: string, throughRow: number) =>
  db
    .updateTable('bulk_batches')
    .set({ fanned_out_through: sql<number>`greatest(fanned_out_through, ${throughRow})` })
    .where('id', '=', id)
    .execute();

export const markFannedOut = (db: Db, id: string) =>
  db
    .updateTable('bulk_batches')
    .set({ fanned_out_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('fanned_out_at', 'is', null)
    .execute();

/** The next rows to fan out, in sheet order. */
export const rowsAfter = (db: Db, batchId: string, afterRow: number, limit: number) =>
  db
    .selectFrom('bulk_batch_rows')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('row_number', '>', afterRow)
    .orderBy('row_number')
    .limit(limit)
    .execute();

/** Rows whose text was not queued because texts were switched off (SMS_SENDING) as they fanned out. */
export async function markTextsSkipped(trx: Transaction<DB>, batchId: string, rowNumbers: number[]) {
  if (rowNumbers.length === 0) return;
  await trx
    .updateTable('bulk_batch_rows')
    .set({ text_skipped: true })
    .where('batch_id', '=', batchId)
    .where(sql<boolean>`row_number = any(${rowNumbers}::int[])`)
    .execute();
}

export type FinalCounts = { emailSent: number; textSent: number; failed: number; finishedAt: Date };

/** Records a finished batch with its counts, once (its messages are settled and no longer change). */
export const markDone = (db: Db, id: string, counts: FinalCounts) =>
  db
    .updateTable('bulk_batches')
    .set({
      state: 'DONE' satisfies BulkBatchState,
      email_sent: counts.emailSent,
      text_sent: counts.textSent,
      failed: counts.failed,
      finished_at: counts.finishedAt,
    })
    .where('id', '=', id)
    .where('state', '<>', 'DONE')
    .execute();
