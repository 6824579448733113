import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

/** The caller's own password hash, to check the current password before a change. */
export const findOwnPasswordHash = async (db: Db, userId: string): Promise<string | null | undefined> =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst())?.password_hash;

/** The caller's own name and mobile, as they stand before a change. */
export const findOwnDetails = (db: Db, userId: string) =>
  db.selectFrom('users').select(['name', 'email', 'phone_mobile']).where('id', '=', userId).executeTakeFirst();

/** What a user may change about themselves: name and mobile, or their password (never e-mail, roles or status). */
export const updateOwnDetails = (
  db: Db,
  userId: string,
  changes: { name: string; phone_mobile: string } | { password_hash: string },
) =>
  db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
