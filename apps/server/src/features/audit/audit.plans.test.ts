import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import {
  createSeededDatabase,
  expectIndexOrder,
  expectIndexedFilter,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
} from '../../../test/query-plans.ts';
import { listAuditEvents, type AuditFilter } from './audit.repo.ts';

// Issue 17: the audit trail stays an index read at a million events, for page 1, each filter and the search.
let database: Database;
let someone: { actor: string; tenant: string };
beforeAll(async () => {
  database = await createSeededDatabase();
  const { rows } = await sql<{ actor: string; tenant: string }>`
    select actor_user_id as actor, tenant_id as tenant from audit_events limit 1`.execute(database.db);
  someone = rows[0]!;
});
afterAll(() => database?.close());

const planOfList = (filter: AuditFilter, nth = 0) =>
  planOf(database.db, (db) => listAuditEvents(db, filter, { page: 1, perPage: 20 }), {
    search: Boolean(filter.search) && nth > 0,
    nth,
  });

describe('audit trail query plans (issue 17)', () => {
  it('reads page 1 newest first from an index', async () => {
    expectIndexOrder(await planOfList({}), 'audit_events');
  });

  it('keeps one tenant’s, one person’s, one action’s and one result’s events by an index', async () => {
    expectIndexedFilter(await planOfList({ tenantId: someone.tenant }), 'audit_events', 'tenant_id');
    expectIndexedFilter(await planOfList({ actorId: someone.actor }), 'audit_events', 'actor_user_id');
    expectIndexedFilter(await planOfList({ action: 'BACKUP' }), 'audit_events', 'action');
    expectIndexedFilter(await planOfList({ result: 'DENIED' }), 'audit_events', 'result');
  });

  it('keeps a time window by an index', async () => {
    const day = { start: new Date('2020-01-01T00:00:00Z'), end: new Date('2020-01-02T00:00:00Z') };
    expectIndexedFilter(await planOfList(day), 'audit_events', 'at');
  });

  it('searches the newest events first by a bounded walk of the time index (issue 36)', async () => {
    const plan = await planOfList({ search: 'smith' });
    expectNoSeqScan(plan, 'audit_events');
    // The events are read in time order through their index, under a Limit: the window, never the whole trail.
    const events = plan.filter((node) => node['Relation Name'] === 'audit_events');
    expect(events.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'audit_events_at_idx'],
    ]);
    expect(plan[1]).toMatchObject({ 'Node Type': 'Limit' });
  });

  it('then finds a target text, an actor’s name or e-mail and a named target by indexes', async () => {
    // 'smith' is in none of the newest events: the search goes on to the indexes (its second query).
    const plan = await planOfList({ search: 'smith' }, 1);
    expectTrigramSearch(plan, 'audit_events');
    expectTrigramSearch(plan, 'users');
    expectTrigramSearch(plan, 'tenants');
    expectIndexedFilter(plan, 'audit_events', 'actor_user_id');
    expectIndexedFilter(plan, 'audit_events', 'target', { exact: true });
  });
});
