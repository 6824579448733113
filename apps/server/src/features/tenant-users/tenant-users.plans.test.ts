import { describe, it } from 'vitest';
import { expectNoSeqScan, planOf, useSeededDatabase } from '../../../test/query-plans.ts';
import { listTenantUsers } from './tenant-users.repo.ts';

// Issue 17: a tenant's users are read through the tenant's memberships (its own few rows, by the primary key's
// tenant_id prefix), never by reading every membership or every user. The page is ordered by the members' names,
// which live in users: sorting one tenant's handful of members is the cheap part, so no index serves that order.
const seeded = useSeededDatabase();

const TENANT = '00000000-0000-4000-8000-000000000001';
const planOfList = (search?: string) =>
  planOf(seeded().db, (db) => listTenantUsers(db, TENANT, search, { page: 1, perPage: 20 }), {
    search: Boolean(search),
  });

describe('tenant users list query plans (issue 17)', () => {
  it('reads only the tenant’s memberships, with or without a search', async () => {
    for (const plan of [await planOfList(), await planOfList('smith')]) {
      expectNoSeqScan(plan, 'tenant_memberships');
      expectNoSeqScan(plan, 'users');
    }
  });
});
