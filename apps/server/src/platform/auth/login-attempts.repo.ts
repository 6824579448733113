import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/** Failed sign-ins in the last `minutes`, by e-mail and by IP. Kept in the database so every instance agrees. */
export async function countRecentFailures(db: Db, emailKey: string, ip: string, minutes: number) {
  const since = sql<Date>`now() - make_interval(mins => ${minutes})`;
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where email_key = ${emailKey})::int`.as('byEmail'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

export const recordFailure = (db: Db, emailKey: string, ip: string) =>
  db.insertInto('login_attempts').values({ email_key: emailKey, ip, succeeded: false }).execute();

/** A successful sign-in forgives the account's earlier failures; rows older than a day are pruned. */
export const clearFailures = (db: Db, emailKey: string) =>
  db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([eb('email_key', '=', emailKey), eb('attempted_at', '<', sql<Date>`now() - interval '1 day'`)]),
    )
    .execute();
