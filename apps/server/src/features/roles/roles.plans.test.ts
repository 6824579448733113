import { describe, it } from 'vitest';
import {
  expectIndexOrder,
  expectIndexedFilter,
  expectTrigramSearch,
  planOf,
  useSeededDatabase,
} from '../../../test/query-plans.ts';
import { listRoles } from './roles.repo.ts';

// Issue 17: the roles list stays an index read however many roles a firm defines.
const seeded = useSeededDatabase();

const planOfList = (filter: Parameters<typeof listRoles>[1]) =>
  planOf(seeded().db, (db) => listRoles(db, filter, { page: 1, perPage: 20 }), { search: Boolean(filter.search) });

describe('roles list query plans (issue 17)', () => {
  it('reads page 1, and one scope, in id order from an index', async () => {
    expectIndexOrder(await planOfList({}), 'roles');
    expectIndexedFilter(await planOfList({ scope: 'tenant' }), 'roles', 'scope');
  });

  it('finds a name by its trigram index', async () => {
    expectTrigramSearch(await planOfList({ search: 'review' }), 'roles');
  });
});
