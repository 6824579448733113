import { describe, it } from 'vitest';
import {
  expectIndexOrder,
  expectIndexedFilter,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listSubmissions, type PayrollFilter } from './payroll.repo.ts';

// Issue 17: the payroll list (all tenants, or one) stays an index read at a million submissions.
const seeded = useSeededDatabase();

const TENANT = '00000000-0000-4000-8000-000000000001';
const planOfList = (filter: PayrollFilter) =>
  planOf(seeded().db, (db) => listSubmissions(db, filter, { page: 1, perPage: 20 }), {
    search: Boolean(filter.search),
  });

describe('payroll list query plans (issue 17)', () => {
  it('reads page 1 in the list’s order from an index', async () => {
    expectIndexOrder(await planOfList({}), 'payroll_submissions');
  });

  it('finds one tenant’s submissions by an index', async () => {
    expectIndexedFilter(await planOfList({ tenantId: TENANT }), 'payroll_submissions', 'tenant_id');
  });

  it('reads one staff member’s clients’ submissions through indexes', async () => {
    expectNoSeqScan(await planOfList({ responsible: { filter: 'mine', callerId: TENANT } }), 'payroll_submissions');
  });

  it('finds a file name and a tenant name by trigram indexes', async () => {
    const plan = await planOfList({ search: 'march' });
    expectTrigramSearch(plan, 'payroll_submissions');
    expectTrigramSearch(plan, 'tenants');
  });

  it('finds a period type and a file name of one tenant without reading every submission', async () => {
    expectNoSeqScan(await planOfList({ tenantId: TENANT, search: 'weekly' }), 'payroll_submissions');
  });
});
