import { sql } from 'kysely';
import { beforeAll, describe, it } from 'vitest';
import {
  expectIndexOrder,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import { containsPattern } from '../../platform/db/paginate.ts';
import { matchesSearch, tenantMessageRows, threadSummaries, type Viewer } from './messages.repo.ts';

// Issue 34: a thread's pages, the company list and the firm inbox read their order from an index, and a search
// finds words through the trigram indexes, whatever the number of threads and messages.
const seeded = useSeededDatabase();
let tenantId = '';
let threadId = '';
let client: Viewer;
let staff: Viewer;

beforeAll(async () => {
  const db = seeded().db;
  const tenant = await createTenant(db, { name: 'Plan Co' });
  const user = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
  tenantId = tenant.id;
  client = { userId: user.id, side: 'CLIENT' };
  staff = { userId: user.id, side: 'FIRM' };
  await sql`insert into message_threads (tenant_id, subject, client_last_at, staff_last_at, waiting_on_firm, last_seq)
    select ${tenantId}, 'subject ' || g, now() - g * interval '1 minute', now() - g * interval '1 minute', g % 3 = 0, 0
    from generate_series(1, 2000) g`.execute(db);
  threadId = (await db.selectFrom('message_threads').select('id').limit(1).executeTakeFirstOrThrow()).id;
  await sql`insert into messages (thread_id, tenant_id, seq, author_id, side, internal, body_source, body_html, body_text)
    select ${threadId}, ${tenantId}, g, ${user.id}, case when g % 5 = 0 then 'FIRM' else 'CLIENT' end, g % 5 = 0, 'text ' || g, '<p>text</p>', 'words number ' || g
    from generate_series(1, 5000) g`.execute(db);
  await sql`analyze message_threads`.execute(db);
  await sql`analyze messages`.execute(db);
});

describe('messages query plans (issue 34)', () => {
  it("reads a thread's newest page from the (thread_id, seq) index, for staff and for a client", async () => {
    for (const viewer of [staff, client]) {
      const plan = await planOf(seeded().db, (db) =>
        tenantMessageRows(db, viewer, tenantId, threadId).orderBy('m.seq', 'desc').limit(51).execute(),
      );
      expectIndexOrder(plan, 'messages');
    }
  });

  it("reads the company's list and the firm's waiting inbox in order from an index", async () => {
    const company = await planOf(seeded().db, (db) =>
      threadSummaries(db, client)
        .where('t.tenant_id', '=', tenantId)
        .orderBy('t.client_last_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(20)
        .execute(),
    );
    expectIndexOrder(company, 'message_threads');
    expectNoSeqScan(company, 'messages');
    const inbox = await planOf(seeded().db, (db) =>
      threadSummaries(db, staff)
        .where('t.waiting_on_firm', '=', true)
        .orderBy('t.staff_last_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(20)
        .execute(),
    );
    expectIndexOrder(inbox, 'message_threads');
  });

  it('searches message text through the trigram index', async () => {
    const plan = await planOf(
      seeded().db,
      (db) =>
        threadSummaries(db, staff)
          .where(matchesSearch(staff, containsPattern('number 42')))
          .orderBy('t.staff_last_at', 'desc')
          .orderBy('t.id', 'desc')
          .limit(20)
          .execute(),
      { search: true },
    );
    expectTrigramSearch(plan, 'messages');
  });
});
