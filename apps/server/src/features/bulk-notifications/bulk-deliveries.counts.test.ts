import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createUser } from '../../../test/factories.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OutboxStatus } from '../../platform/db/tables/messages.table.ts';
import { advanceFanOut, insertBatch, insertBatchRows, type NewBatchRow } from './bulk-batches.repo.ts';
import { countDeliveries, messageKey, NOTHING_SETTLED } from './bulk-deliveries.repo.ts';

// The live counts of a batch still sending, read part from its messages (rows the fan-out reached) and part
// from its rows alone (rows it did not reach yet): both parts must add up to what each row's messages say.
let database: Database;
let initiator: string;
beforeAll(async () => {
  database = await createTestDatabase();
  initiator = (await createUser(database.db, { staffRoles: ['Admin'] })).id;
});
afterAll(() => database?.close());

const row = (n: number, email: string | null, phone: string | null): NewBatchRow => ({
  row_number: n,
  client_name: `Client ${n}`,
  email,
  phone_number: phone,
  amount: null,
  tenant_id: null,
  locale: 'en',
});

async function newBatch(rows: NewBatchRow[]) {
  return database.db.transaction().execute(async (trx) => {
    const { id } = await insertBatch(trx, {
      kind: 'SALES_TAX',
      initiatedBy: initiator,
      fileName: 'march.csv',
      emailSubject: null,
      emailBody: null,
      mechanism: null,
      totalRows: rows.length,
    });
    await insertBatchRows(trx, id, rows);
    return id;
  });
}

/** Queues row `n`'s e-mail and/or text with the given states, and moves the fan-out past it, as the fan-out does. */
async function fanOut(batchId: string, n: number, states: { email?: OutboxStatus; text?: OutboxStatus }) {
  await database.db.transaction().execute(async (trx) => {
    if (states.email) {
      await trx
        .insertInto('outbox_messages')
        .values({
          to_address: `r${n}@counts.test`,
          locale: 'en',
          template: 'bulk-sales-tax',
          subject: 's',
          text_body: 't',
          html_body: 'h',
          status: states.email,
          idempotency_key: messageKey(batchId, n, 'email'),
          delivered_via: null,
          last_error: null,
          locked_until: null,
          sent_at: states.email === 'SENT' ? new Date() : null,
        })
        .execute();
    }
    if (states.text) {
      await trx
        .insertInto('sms_messages')
        .values({
          to_number: `+1212555${String(n).padStart(4, '0')}`,
          locale: 'en',
          body: 'b',
          status: states.text,
          idempotency_key: messageKey(batchId, n, 'text'),
          delivered_via: null,
          provider_id: null,
          last_error: null,
          locked_until: null,
          sent_at: states.text === 'SENT' ? new Date() : null,
          failed_at: states.text === 'FAILED' ? new Date() : null,
        })
        .execute();
    }
    await advanceFanOut(trx, batchId, n);
  });
}

describe('a sending batch’s live counts (issue 17: rows not reached yet are counted without a join)', () => {
  it('counts every row waiting while the fan-out has not started', async () => {
    const batchId = await newBatch([
      row(1, 'a@counts.test', null),
      row(2, null, '+12125550102'),
      row(3, 'c@counts.test', '+12125550103'),
    ]);
    const { counts, settled } = await countDeliveries(database.db, batchId);
    expect(counts).toMatchObject({ email_sent: 0, text_sent: 0, failed: 0, pending: 3 });
    expect(settled).toEqual(NOTHING_SETTLED);
  });

  it('adds the reached rows’ message states to the waiting rows beyond, and grows the settled prefix', async () => {
    const batchId = await newBatch([
      row(1, 'a@counts.test', '+12125550101'),
      row(2, 'b@counts.test', null),
      row(3, null, '+12125550103'),
      row(4, 'd@counts.test', null),
      row(5, 'e@counts.test', '+12125550105'),
    ]);
    await fanOut(batchId, 1, { email: 'SENT', text: 'FAILED' });
    await fanOut(batchId, 2, { email: 'SENT' });
    await fanOut(batchId, 3, { text: 'QUEUED' });
    // Rows 4 and 5 are not reached: no message, both waiting.
    const first = await countDeliveries(database.db, batchId);
    expect(first.counts).toMatchObject({ email_sent: 2, text_sent: 0, failed: 1, pending: 3 });
    expect(first.settled).toMatchObject({ through: 2, email_sent: 2, text_sent: 0, failed: 1 });

    // The text of row 3 goes; the fan-out reaches row 4, whose e-mail goes too.
    await sql`update sms_messages set status = 'SENT', sent_at = now()
      where idempotency_key = ${messageKey(batchId, 3, 'text')}`.execute(database.db);
    await fanOut(batchId, 4, { email: 'SENT' });
    const again = await countDeliveries(database.db, batchId, first.settled);
    const fresh = await countDeliveries(database.db, batchId);
    expect(again.counts).toEqual(fresh.counts);
    expect(again.counts).toMatchObject({ email_sent: 3, text_sent: 1, failed: 1, pending: 1 });
    expect(again.settled).toMatchObject({ through: 4, email_sent: 3, text_sent: 1, failed: 1 });

    await fanOut(batchId, 5, { email: 'SENT', text: 'SENT' });
    const done = await countDeliveries(database.db, batchId, again.settled);
    expect(done.counts).toMatchObject({ email_sent: 4, text_sent: 2, failed: 1, pending: 0 });
  });

  it('counts sheet rows with gaps between them (blank lines skipped) the same, reached or not', async () => {
    const batchId = await newBatch([
      row(2, 'a@counts.test', null),
      row(5, 'b@counts.test', '+12125550105'),
      row(6, null, '+12125550106'),
      row(11, 'd@counts.test', null),
      row(12, 'e@counts.test', null),
    ]);
    expect((await countDeliveries(database.db, batchId)).counts.pending).toBe(5);

    await fanOut(batchId, 2, { email: 'SENT' });
    await fanOut(batchId, 5, { email: 'FAILED', text: 'SENT' });
    const first = await countDeliveries(database.db, batchId);
    expect(first.counts).toMatchObject({ email_sent: 1, text_sent: 1, failed: 1, pending: 3 });
    expect(first.settled).toMatchObject({ through: 5, rows: 2 });

    await fanOut(batchId, 6, { text: 'QUEUED' });
    await fanOut(batchId, 11, { email: 'SENT' });
    const again = await countDeliveries(database.db, batchId, first.settled);
    expect(again.counts).toEqual((await countDeliveries(database.db, batchId)).counts);
    // Row 6 still waits on its text and row 12 is not reached: the settled prefix stops before row 6.
    expect(again.counts).toMatchObject({ email_sent: 2, text_sent: 1, failed: 1, pending: 2 });
    expect(again.settled).toMatchObject({ through: 5, rows: 2 });
  });
});
