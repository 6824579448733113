import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, NewUser, UserRow } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Db, user: NewUser): Promise<UserRow> =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const countUsers = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
};

export const updateUserLocale = (db: Db, id: string, locale: string) =>
  db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', id).execute();

export async function grantFirmRole(db: Db, userId: string, roleName: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(
      db
        .selectFrom('roles')
        .select([sql.lit(userId).as('user_id'), 'id'])
        .where('name', '=', roleName),
    )
    .execute();
}
