import { describe, it } from 'vitest';
import { expectIndexOrder, expectNoSeqScan, planOf, useSeededDatabase } from '../../../test/query-plans.ts';
import { listFirmUsers } from './users.repo.ts';

// Issue 17: the users list (and the internal users list, which runs the same query) stays an index read.
const seeded = useSeededDatabase();

const planOfList = (search?: string) =>
  planOf(seeded().db, (db) => listFirmUsers(db, search, { page: 1, perPage: 20 }), { search: Boolean(search) });

describe('users list query plans (issue 17)', () => {
  it('reads page 1 newest first from an index', async () => {
    expectIndexOrder(await planOfList(), 'users');
  });

  it('searches the staff without reading every user', async () => {
    // The list holds only staff, who are few beside the clients: their firm-role rows are read first and the
    // search tests just their users (the trigram indexes serve the searches over every user: access review).
    const plan = await planOfList('smith');
    expectNoSeqScan(plan, 'users');
    expectNoSeqScan(plan, 'user_roles');
  });
});
