import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import {
  createSeededDatabase,
  expectIndexOrder,
  expectIndexedFilter,
  expectTrigramSearch,
  planOf,
  rowsRead,
} from '../../../test/query-plans.ts';
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

  it('finds a push’s subject and a sheet’s file name by trigram indexes', async () => {
    const push = await planOf(database.db, (db) => listBatches(db, { kind: 'PUSH', search: 'payday' }, page), {
      search: true,
    });
    expectTrigramSearch(push, 'bulk_batches');
    const sheet = await planOf(database.db, (db) => listBatches(db, { kind: 'SALES_TAX', search: 'march' }, page), {
      search: true,
    });
    expectTrigramSearch(sheet, 'bulk_batches');
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
