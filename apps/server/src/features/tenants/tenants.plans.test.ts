import { describe, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { paginate } from '../../platform/db/paginate.ts';
import {
  expectIndexOrder,
  expectNoSeqScan,
  expectSearchPlans,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listTenants, tenantsQuery, type TenantListFilter } from './tenants.repo.ts';

// Issue 17: the tenants list stays an index read at 100,000 tenants. Each case plans the list's real query.
const seeded = useSeededDatabase();

const CALLER = '00000000-0000-4000-8000-000000000001';
const planOfList = (filter: Omit<TenantListFilter, 'callerId' | 'search'>) =>
  planOf(seeded().db, (db) =>
    paginate(db, tenantsQuery(db, { ...filter, callerId: CALLER }), { page: 1, perPage: 50 }),
  );

describe('tenants list query plans (issue 17)', () => {
  it('reads page 1 in name order from an index', async () => {
    expectIndexOrder(await planOfList({}), 'tenants');
  });

  it('a search tests the first names in order, then, for a rare term, asks the trigram index whatever the planner guesses', async () => {
    const search = (db: Database['db']) =>
      listTenants(db, { search: 'acme', callerId: CALLER }, { page: 1, perPage: 50 });
    await expectSearchPlans(seeded().db, search, 'tenants', 'tenants_name_id_idx');
  });

  it('keeps one staff member’s clients, and nobody’s, in name order from an index', async () => {
    expectIndexOrder(await planOfList({ responsible: 'mine' }), 'tenants');
    expectNoSeqScan(await planOfList({ responsible: 'none' }), 'tenants');
  });
});
