import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import {
  createSeededDatabase,
  expectIndexOrder,
  expectIndexedFilter,
  expectTrigramSearch,
  planOf,
} from '../../../test/query-plans.ts';
import { listTemplates } from './request-templates.repo.ts';
import { listRequests, type RequestFilter } from './requests.repo.ts';

// Issue 17: a tenant's requests and the firm's request templates stay index reads at scale.
let database: Database;
let tenantId: string;
beforeAll(async () => {
  database = await createSeededDatabase();
  const { rows } = await sql<{
    tenant_id: string;
  }>`select tenant_id from document_requests group by tenant_id order by count(*) desc limit 1`.execute(database.db);
  tenantId = rows[0]!.tenant_id;
});
afterAll(() => database?.close());

const page = { page: 1, perPage: 20 };
const planOfRequests = (filter: Omit<RequestFilter, 'tenantId'>) =>
  planOf(database.db, (db) => listRequests(db, { tenantId, ...filter }, page), { search: Boolean(filter.search) });

describe('requests list query plans (issue 17)', () => {
  it('reads a long-standing client’s requests in due order, and one status’s, from an index', async () => {
    expectIndexOrder(await planOfRequests({}), 'document_requests');
    expectIndexedFilter(await planOfRequests({ status: 'OPEN' }), 'document_requests', 'status');
    expectIndexedFilter(await planOfRequests({ overdueBefore: '2020-06-01' }), 'document_requests', 'tenant_id');
  });

  it('finds a title within the tenant by a trigram index', async () => {
    expectTrigramSearch(await planOfRequests({ search: 'invoice' }), 'document_requests');
  });
});

describe('request templates list query plans (issue 17)', () => {
  it('reads page 1 by name from an index', async () => {
    expectIndexOrder(await planOf(database.db, (db) => listTemplates(db, undefined, page)), 'request_templates');
  });

  it('finds a name by a trigram index', async () => {
    const plan = await planOf(database.db, (db) => listTemplates(db, 'monthly', page), { search: true });
    expectTrigramSearch(plan, 'request_templates');
  });
});
