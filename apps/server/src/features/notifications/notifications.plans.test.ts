import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { createSeededDatabase, expectIndexOrder, expectIndexedFilter, planOf } from '../../../test/query-plans.ts';
import { listNotifications } from './notifications.repo.ts';

// Issue 17: a person's notifications stay an index read however many everyone has.
let database: Database;
let userId: string;
beforeAll(async () => {
  database = await createSeededDatabase();
  const { rows } = await sql<{
    user_id: string;
  }>`select user_id from notifications group by user_id order by count(*) desc limit 1`.execute(database.db);
  userId = rows[0]!.user_id;
});
afterAll(() => database?.close());

describe('notifications list query plans (issue 17)', () => {
  it('reads a busy person’s page 1 newest first from an index', async () => {
    const plan = await planOf(database.db, (db) => listNotifications(db, userId, { page: 1, perPage: 20 }));
    expectIndexOrder(plan, 'notifications');
    expectIndexedFilter(plan, 'notifications', 'user_id');
  });
});
