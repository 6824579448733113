import { CLIENT_ASKS_MAX } from '@ledgerport/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Database } from '../../platform/db/database.ts';
import { createClock } from '../../platform/time/clock.ts';
import {
  createSeededDatabase,
  expectIndexOrder,
  expectIndexedFilter,
  expectNoSeqScan,
  planOf,
} from '../../../test/query-plans.ts';
import { seedEnvelopes } from '../../../test/signing-seed.ts';
import { createAttentionReader } from '../files/attention.service.ts';
import { createRequestAsks } from '../requests/request-asks.service.ts';
import { createRequestReader } from '../requests/request-reading.ts';
import { createSignaturesDue } from '../signing/signatures-due.service.ts';

// Issue 30: each company of a client's list of asks is read from its own indexes, in their order, a bounded
// number of rows: the long-standing client's years of requests, and a company's thousands of documents.
let database: Database;
let busy: TenantRecord;
beforeAll(async () => {
  database = await createSeededDatabase();
  const { rows } = await sql<{ tenant_id: string }>`
    select tenant_id from document_requests group by tenant_id order by count(*) desc limit 1`.execute(database.db);
  busy = await database.db
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', rows[0]!.tenant_id)
    .executeTakeFirstOrThrow();
  // 2,000 documents across the seeded companies, one in ten marked Needs attention, a tenth of those the busy one's.
  await sql`insert into documents (tenant_id, folder, name, storage_path, size, sha256, review_status, review_note, reviewed_at)
    select case when i % 50 = 0 then ${busy.id}::uuid else t.id end, 'Others', 'doc-' || i || '.pdf', 'Others/doc-' || i,
      1, 'x', case when i % 10 = 0 then 'NEEDS_ATTENTION' else 'NEW' end, case when i % 10 = 0 then 'Fix it' end,
      case when i % 10 = 0 then now() - i * interval '1 minute' end
    from generate_series(1, 2000) i
    join (select id, row_number() over (order by id) as rn from tenants) t on t.rn = 1 + i % 500`.execute(database.db);
  await sql`vacuum analyze documents`.execute(database.db);
  await seedEnvelopes(database.db);
});
afterAll(() => database?.close());

const limit = CLIENT_ASKS_MAX + 1;

describe('the client’s list of asks: query plans (issue 30)', () => {
  it('reads a company’s open requests in due order from its index, without a sort', async () => {
    const reader = createRequestReader(createClock('UTC'));
    const plan = await planOf(database.db, (db) => createRequestAsks({ db, reader }).openIn(busy, limit));
    expectIndexOrder(plan, 'document_requests');
    expectIndexedFilter(plan, 'document_requests', 'status');
  });

  it('reads a company’s documents marked Needs attention from the partial index, oldest mark first', async () => {
    const plan = await planOf(database.db, (db) => createAttentionReader({ db }).markedIn(busy, limit));
    expectIndexOrder(plan, 'documents');
    expect(plan.some((node) => node['Index Name'] === 'documents_attention_idx')).toBe(true);
  });

  it('reads the envelopes a client is to sign from their live signer places alone, not their years of signatures', async () => {
    const { rows } = await sql<{ user_id: string }>`
      select user_id from signing_signers where user_id is not null group by user_id order by count(*) desc limit 1`.execute(
      database.db,
    );
    const userId = rows[0]!.user_id;
    const tenants = await database.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', 'in', (eb) => eb.selectFrom('tenant_memberships').select('tenant_id').where('user_id', '=', userId))
      .execute();
    const plan = await planOf(database.db, (db) =>
      createSignaturesDue({ db, clock: createClock('UTC') }).awaitingSigner(userId, tenants, limit),
    );
    expectIndexedFilter(plan, 'signing_signers', 'user_id');
    expect(plan.some((node) => node['Index Name'] === 'signing_signers_turn_idx')).toBe(true);
    expectNoSeqScan(plan, 'signing_envelopes');
  });
});
