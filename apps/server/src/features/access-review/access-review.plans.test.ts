import { describe, it } from 'vitest';
import {
  expectIndexedFilter,
  expectIndexOrder,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listForReview, type ReviewFilter } from './access-review.repo.ts';

// Issue 17: the access review (every account, the longest silent first) stays an index read at scale.
const seeded = useSeededDatabase();

const planOfList = (filter: ReviewFilter) =>
  planOf(seeded().db, (db) => listForReview(db, filter, { page: 1, perPage: 20 }), {
    search: Boolean(filter.search),
  });

describe('access review query plans (issue 17)', () => {
  it('reads page 1, the never-signed-in first, from an index', async () => {
    expectIndexOrder(await planOfList({}), 'users');
  });

  it('keeps the inactive and one kind of account without reading every user', async () => {
    expectNoSeqScan(await planOfList({ inactiveSince: new Date('2020-01-01') }), 'users');
    // The seed's never-signed-in third were all invited within days: "inactive" must not walk past each of them
    // (the bench found 33 ms at 100,000 users) but find the silent ones by the index, in the list's order.
    const inactive = await planOfList({ inactiveSince: new Date(Date.now() - 90 * 24 * 60 * 60 * 1000) });
    expectIndexOrder(inactive, 'users');
    expectIndexedFilter(inactive, 'users', 'created_at');
    expectNoSeqScan(await planOfList({ kind: 'staff' }), 'users');
    expectNoSeqScan(await planOfList({ kind: 'client' }), 'users');
  });

  it('finds a name or e-mail by trigram indexes', async () => {
    expectTrigramSearch(await planOfList({ search: 'smith' }), 'users');
    // With the inactive filter too, whichever index is the narrower: never every user.
    expectNoSeqScan(await planOfList({ search: 'smith', inactiveSince: new Date('2020-01-01') }), 'users');
  });
});
