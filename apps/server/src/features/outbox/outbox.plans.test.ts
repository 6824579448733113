import { describe, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import {
  expectIndexOrder,
  expectIndexedFilter,
  expectSearchPlans,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listOutboxMessages, type OutboxFilter } from './outbox.repo.ts';

// Issue 17: the outbox (every message the portal sent) stays an index read at a million messages.
const seeded = useSeededDatabase();

const listOf = (filter: OutboxFilter) => (db: Database['db']) =>
  listOutboxMessages(db, filter, { page: 1, perPage: 20 });
const planOfList = (filter: OutboxFilter) => planOf(seeded().db, listOf(filter));

describe('outbox list query plans (issue 17)', () => {
  it('reads page 1 newest first from an index', async () => {
    expectIndexOrder(await planOfList({}), 'outbox_messages');
  });

  it('finds one status’s messages by an index', async () => {
    expectIndexedFilter(await planOfList({ status: 'FAILED' }), 'outbox_messages', 'status');
  });

  it('finds an address or a subject by trigram indexes after testing the newest messages', async () => {
    await expectSearchPlans(seeded().db, listOf({ search: 'smith' }), 'outbox_messages', 'outbox_messages_created_idx');
  });
});
