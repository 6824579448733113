import { describe, it } from 'vitest';
import {
  expectIndexOrder,
  expectIndexedFilter,
  expectNoSeqScan,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listRecords, type SalesTaxFilter } from './sales-tax.repo.ts';

// Issue 17: the sales tax list (all tenants, or one) stays an index read at a million records.
const seeded = useSeededDatabase();

const TENANT = '00000000-0000-4000-8000-000000000001';
const planOfList = (filter: SalesTaxFilter) =>
  planOf(seeded().db, (db) => listRecords(db, filter, { page: 1, perPage: 20 }), { search: Boolean(filter.search) });

describe('sales tax list query plans (issue 17)', () => {
  it('reads page 1 in the list’s order from an index', async () => {
    expectIndexOrder(await planOfList({}), 'sales_tax_records');
  });

  it('finds one tenant’s and one status’s records by an index', async () => {
    expectIndexedFilter(await planOfList({ tenantId: TENANT }), 'sales_tax_records', 'tenant_id');
    expectIndexedFilter(await planOfList({ status: 'PROCESSED' }), 'sales_tax_records', 'status');
  });

  it('reads one staff member’s clients’ records through indexes', async () => {
    expectNoSeqScan(await planOfList({ responsible: { filter: 'mine', callerId: TENANT } }), 'sales_tax_records');
  });

  it('finds records by their tenant’s name through the tenants’ trigram index', async () => {
    const plan = await planOfList({ search: 'acme' });
    expectTrigramSearch(plan, 'tenants');
    expectNoSeqScan(plan, 'sales_tax_records');
  });

  it('finds records by month without reading every record', async () => {
    expectIndexedFilter(await planOfList({ search: '2026-03' }), 'sales_tax_records', 'sale_month_date');
    expectNoSeqScan(await planOfList({ tenantId: TENANT, search: '2026' }), 'sales_tax_records');
  });
});
