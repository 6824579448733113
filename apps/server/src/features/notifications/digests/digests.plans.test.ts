import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexedFilter, planOf, useSeededDatabase } from '../../../../test/query-plans.ts';
import { releaseDueMessages } from '../../../platform/outbound/outbound-messages.repo.ts';
import { lockDueDigest, usersWithDueDigest } from './notification-digest.repo.ts';
import {
  overdueRequests,
  payrollSent,
  requestsSubmitted,
  salesTaxSent,
  signaturesMade,
  uploadsByClient,
  type Window,
} from './staff-digest.repo.ts';

// Issue 32, part 5: the hourly digest run, the release of held e-mails and the staff digest's counts are index
// reads of what is due or of one staff member's clients, never a scan of every notification, message or document.
const database = useSeededDatabase();
let staffId: string;
let personId: string;
const now = new Date('2031-03-11T11:02:00Z');
beforeAll(async () => {
  const db = database().db;
  const staff = await sql<{ id: string }>`select responsible_staff_id as id from tenants
    where responsible_staff_id is not null limit 1`.execute(db);
  staffId = staff.rows[0]!.id;
  const person = await sql<{ id: string }>`select user_id as id from notifications limit 1`.execute(db);
  personId = person.rows[0]!.id;
  // Live documents of every client over years, as at a firm (the shared seed has none).
  await sql`insert into documents (tenant_id, folder, name, storage_path, size, sha256, uploaded_at)
    select t.id, '', 'seed-' || i || '.pdf', 'seed/' || i, 1, md5(i::text), now() - i * interval '1 hour'
    from (select id, row_number() over (order by id) as rn from tenants) t, generate_series(1, 10) i`.execute(db);
  await sql`analyze documents`.execute(db);
});

describe('digest query plans (issue 32)', () => {
  it('finds whose digest is due, and one person’s waiting notifications, from the partial indexes', async () => {
    const due = await planOf(database().db, (db) => usersWithDueDigest(db, now));
    expectIndexedFilter(due, 'notifications', 'digest_due_at', { exact: true });
    // Either partial index: both hold only the notifications waiting for a digest.
    const partial = ['notifications_digest_due_idx', 'notifications_user_digest_idx'];
    expect(due.map((n) => n['Index Name']).filter(Boolean)).toEqual([expect.toBeOneOf(partial)]);

    const mine = await planOf(database().db, (db) =>
      db.transaction().execute((trx) => lockDueDigest(trx, personId, now)),
    );
    expectIndexedFilter(mine, 'notifications', 'user_id', { exact: true });
    expect(mine.map((n) => n['Index Name'])).toContain('notifications_user_digest_idx');
  });

  it('releases held e-mails through the partial index of held messages', async () => {
    const plan = await planOf(database().db, (db) =>
      db.transaction().execute((trx) => releaseDueMessages(trx, 'outbox_messages', now, 500)),
    );
    expectIndexedFilter(plan, 'outbox_messages', 'not_before', { exact: true });
    expect(plan.map((n) => n['Index Name'])).toContain('outbox_messages_held_idx');
  });

  it.each([
    ['uploads', 'documents', 'uploaded_at', uploadsByClient],
    ['sales tax', 'sales_tax_records', 'created_at', salesTaxSent],
    ['payroll', 'payroll_submissions', 'created_at', payrollSent],
    ['requests submitted', 'document_requests', 'submitted_at', requestsSubmitted],
    ['signatures', 'signing_signers', 'signed_at', signaturesMade],
  ] as const)(
    "counts a staff member's clients' %s in the window by (tenant, time)",
    async (_what, table, column, count) => {
      const window: Window = { staffId, from: new Date(now.getTime() - 86_400_000), until: now };
      const plan = await planOf(database().db, (db) => count(db, window));
      // Only the window's rows are read (from the clients, or the firm's rows of the window joined to them).
      expectIndexedFilter(plan, table, column, { exact: true });
      expect(plan.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    },
  );

  it("counts a staff member's clients' overdue requests by (tenant, status, due date)", async () => {
    const plan = await planOf(database().db, (db) => overdueRequests(db, staffId, '2031-03-11'));
    expectIndexedFilter(plan, 'tenants', 'responsible_staff_id', { exact: true });
    expectIndexedFilter(plan, 'document_requests', 'due_on', { exact: true });
  });
});
