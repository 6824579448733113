import { describe, it } from 'vitest';
import { paginate } from '../../platform/db/paginate.ts';
import {
  expectIndexOrder,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { tenantsQuery, type TenantListFilter } from './tenants.repo.ts';

// Issue 17: the tenants list stays an index read at 100,000 tenants. Each case plans the list's real query.
const seeded = useSeededDatabase();

const CALLER = '00000000-0000-4000-8000-000000000001';
const planOfList = (filter: Omit<TenantListFilter, 'callerId'>) =>
  planOf(
    seeded().db,
    (db) => paginate(db, tenantsQuery(db, { ...filter, callerId: CALLER }), { page: 1, perPage: 50 }),
    {
      search: Boolean(filter.search),
    },
  );

describe('tenants list query plans (issue 17)', () => {
  it('reads page 1 in name order from an index', async () => {
    expectIndexOrder(await planOfList({}), 'tenants');
  });

  it('finds a name by its trigram index', async () => {
    expectTrigramSearch(await planOfList({ search: 'acme' }), 'tenants');
  });

  it('keeps one staff member’s clients, and nobody’s, in name order from an index', async () => {
    expectIndexOrder(await planOfList({ responsible: 'mine' }), 'tenants');
    expectNoSeqScan(await planOfList({ responsible: 'none' }), 'tenants');
  });
});
