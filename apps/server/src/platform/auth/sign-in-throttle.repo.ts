import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/** What the throttle weighs for one attempt, counted by the database (every instance sees the same). */
export type SignInHistory = {
  /** Failures of this account from this address in the window, and the newest one's age in seconds. */
  pairFailures: number;
  pairSecondsAgo: number | null;
  /** Failures of this account from addresses it never signed in from (90 days), and the newest one's age. */
  strangerFailures: number;
  strangerSecondsAgo: number | null;
  /** Failures from this address against any account in the window, and the newest one's age. */
  addressFailures: number;
  addressSecondsAgo: number | null;
  /** Whether the account signed in successfully from this address in the last 90 days. */
  knownAddress: boolean;
};

export async function readSignInHistory(
  db: Db,
  key: { emailKey: string; ip: string },
  windowMinutes: number,
  knownForDays: number,
): Promise<SignInHistory> {
  const since = sql<Date>`now() - make_interval(mins => ${windowMinutes})`;
  const known = db
    .selectFrom('login_attempts')
    .select('ip')
    .where('email_key', '=', key.emailKey)
    .where('succeeded', '=', true)
    .where('attempted_at', '>', sql<Date>`now() - make_interval(days => ${knownForDays})`);
  const age = (filter: ReturnType<typeof sql>) =>
    sql<number | null>`extract(epoch from now() - max(attempted_at) filter (where ${filter}))::float`;
  const pair = sql`email_key = ${key.emailKey} and ip = ${key.ip}`;
  const stranger = sql`email_key = ${key.emailKey} and ip not in (${known})`;
  const address = sql`ip = ${key.ip}`;
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where ${pair})::int`.as('pairFailures'),
      age(pair).as('pairSecondsAgo'),
      sql<number>`count(*) filter (where ${stranger})::int`.as('strangerFailures'),
      age(stranger).as('strangerSecondsAgo'),
      sql<number>`count(*) filter (where ${address})::int`.as('addressFailures'),
      age(address).as('addressSecondsAgo'),
      sql<boolean>`${key.ip} in (${known})`.as('knownAddress'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('email_key', '=', key.emailKey), eb('ip', '=', key.ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A success is remembered (it makes the address known to the account) and forgives this address's failures
 * against the account, not a stranger's elsewhere. Old rows go at the same time: failures after a day,
 * successes once they no longer make an address known.
 */
export async function recordSignInSuccess(db: Db, key: { emailKey: string; ip: string }, knownForDays: number) {
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('email_key', '=', key.emailKey), eb('ip', '=', key.ip)]),
        eb.and([eb('succeeded', '=', false), eb('attempted_at', '<', sql<Date>`now() - interval '1 day'`)]),
        eb('attempted_at', '<', sql<Date>`now() - make_interval(days => ${knownForDays})`),
      ]),
    )
    .execute();
  await db.insertInto('login_attempts').values({ email_key: key.emailKey, ip: key.ip, succeeded: true }).execute();
}
