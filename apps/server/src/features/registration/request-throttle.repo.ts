import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Counted requests of one IP to one throttled route in the last `minutes`. */
export async function countRecentEvents(db: Kysely<DB>, bucket: string, ip: string, minutes: number) {
  const row = await db
    .selectFrom('throttle_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('bucket', '=', bucket)
    .where('ip', '=', ip)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Records one event and prunes the bucket's rows older than a day, so the table stays small. */
export async function recordEvent(db: Kysely<DB>, bucket: string, ip: string) {
  await db.insertInto('throttle_events').values({ bucket, ip }).execute();
  await db
    .deleteFrom('throttle_events')
    .where('bucket', '=', bucket)
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
