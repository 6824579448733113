import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import {
  createSeededDatabase,
  expectIndexOrder,
  expectIndexedFilter,
  expectSearchPlans,
  expectTrigramSearch,
  planOf,
  rowsRead,
} from '../../../test/query-plans.ts';
import { SEARCH_WINDOW } from '../../platform/db/paginate-search.ts';
import { listBatches } from './bulk-batches.repo.ts';
import { countDeliveries, listDeliveries } from './bulk-deliveries.repo.ts';

// Issue 17: the batch lists (the push list included) and one batch's rows stay index reads however many
// batches and rows a firm sends.
let database: Database;
let batchId: string;
beforeAll(async () => {
  database = await createSeededDatabase();
  const { rows } = await sql<{ batch_id: string }>`select batch_id from bulk_batch_rows limit 1`.execute(database.db);
  batchId = rows[0]!.batch_id;
});
afterAll(() => database?.close());

const page = { page: 1, perPage: 10 };

describe('bulk batch list query plans (issue 17)', () => {
  it('reads each kind’s page 1 newest first from an index', async () => {
    for (const kind of ['PUSH', 'SALES_TAX', 'PAYROLL_TAX'] as const) {
      expectIndexOrder(await planOf(database.db, (db) => listBatches(db, { kind }, page)), 'bulk_batches');
    }
  });

  it('finds a push’s subject and a sheet’s file name by trigram indexes after testing the newest batches', async () => {
    // More batches of each kind than a search's window, so a term it does not hold goes on to the indexes.
    await sql`insert into bulk_batches (kind, state, initiated_by, file_name, email_subject, email_body, total_rows,
        created_at)
      select kind, 'DONE', (select initiated_by from bulk_batches limit 1), 'sheet-' || md5(i::text) || '.xlsx',
        case when kind = 'PUSH' then 'Subject ' || md5(i::text) end,
        case when kind = 'PUSH' then '<p>body</p>' end, 1, now() - interval '3 days' - i * interval '1 second'
      from generate_series(1, ${SEARCH_WINDOW}) i, unnest(array['PUSH', 'SALES_TAX']) kind`.execute(database.db);
    await sql`vacuum analyze bulk_batches`.execute(database.db);
    for (const [kind, search] of [
      ['PUSH', 'payday'],
      ['SALES_TAX', 'march'],
    ] as const) {
      const list = (db: Database['db']) => listBatches(db, { kind, search }, page);
      await expectSearchPlans(database.db, list, 'bulk_batches', 'bulk_batches_kind_created_idx');
    }
  });
});

describe('bulk batch rows query plans (issue 17)', () => {
  it('reads one batch’s rows in sheet order from its key', async () => {
    const plan = await planOf(database.db, (db) => listDeliveries(db, batchId, undefined, page));
    expectIndexOrder(plan, 'bulk_batch_rows');
    expectIndexedFilter(plan, 'bulk_batch_rows', 'batch_id');
  });

  it('finds a name or e-mail within the batch by trigram indexes', async () => {
    const plan = await planOf(database.db, (db) => listDeliveries(db, batchId, 'smith', page), { search: true });
    expectTrigramSearch(plan, 'bulk_batch_rows');
  });
});

describe('a sending batch’s live counts (issue 17)', () => {
  it('looks each row’s messages up by key, never reading the message tables whole', async () => {
    const plan = await planOf(database.db, (db) => countDeliveries(db, batchId));
    expectIndexedFilter(plan, 'bulk_batch_rows', 'batch_id');
    expectIndexedFilter(plan, 'outbox_messages', 'idempotency_key', { exact: true });
    expectIndexedFilter(plan, 'sms_messages', 'idempotency_key', { exact: true });
  });
});

describe('a batch the fan-out has not reached (issue 17)', () => {
  it('is counted from its total and one probe of its rows, not row by row', async () => {
    const { rows } = await sql<{ id: string; total_rows: number }>`select b.id, b.total_rows from bulk_batches b
      where b.state = 'SENDING' and b.fanned_out_through = 0
        and exists (select 1 from bulk_batch_rows r where r.batch_id = b.id) limit 1`.execute(database.db);
    const waiting = rows[0]!;
    expect(waiting.total_rows).toBeGreaterThan(100);
    const { counts } = await countDeliveries(database.db, waiting.id);
    expect(counts.pending).toBe(waiting.total_rows);
    expect(await rowsRead(database.db, (db) => countDeliveries(db, waiting.id), 'bulk_batch_rows')).toBeLessThanOrEqual(
      1,
    );
  });
});
