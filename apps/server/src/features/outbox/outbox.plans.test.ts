import { describe, it } from 'vitest';
import {
  expectIndexOrder,
  expectIndexedFilter,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listOutboxMessages, type OutboxFilter } from './outbox.repo.ts';

// Issue 17: the outbox (every message the portal sent) stays an index read at a million messages.
const seeded = useSeededDatabase();

const planOfList = (filter: OutboxFilter) =>
  planOf(seeded().db, (db) => listOutboxMessages(db, filter, { page: 1, perPage: 20 }), {
    search: Boolean(filter.search),
  });

describe('outbox list query plans (issue 17)', () => {
  it('reads page 1 newest first from an index', async () => {
    expectIndexOrder(await planOfList({}), 'outbox_messages');
  });

  it('finds one status’s messages by an index', async () => {
    expectIndexedFilter(await planOfList({ status: 'FAILED' }), 'outbox_messages', 'status');
  });

  it('finds an address or a subject by trigram indexes', async () => {
    expectTrigramSearch(await planOfList({ search: 'smith' }), 'outbox_messages');
  });
});
