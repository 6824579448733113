import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Uploads per type received in [start, end), across every tenant. */
export function countUploadsByType(db: Kysely<DB>, start: Date, end: Date) {
  return db
    .selectFrom('uploads')
    .select(['type', (eb) => eb.fn.countAll<string>().as('count')])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .groupBy('type')
    .execute();
}
