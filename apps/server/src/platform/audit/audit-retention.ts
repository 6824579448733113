import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';

export const AUDIT_RETENTION_QUEUE = 'audit-retention';
/** Every day at 03:17 UTC: off the hour, when most schedules fire, and outside office hours in the Americas. */
const DAILY = '17 3 * * *';
/** Events deleted per statement: each batch is short, so the table is never locked for long. */
export const PRUNE_BATCH_SIZE = 5_000;

/**
 * Deletes the audit events older than `retentionDays`, oldest first, a batch per statement until none is left.
 * Answers how many went. Safe to run twice at once (a second run finds less, or nothing, to delete) and at any
 * retention the configuration allows: it never goes under the two years below which the trail's own trigger
 * refuses a delete.
 */
export async function pruneAuditTrail(db: Db, retentionDays: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from audit_events where id in (
        select id from audit_events
        where at < now() - make_interval(days => ${retentionDays})
        order by at
        limit ${PRUNE_BATCH_SIZE}
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < PRUNE_BATCH_SIZE) return deleted;
  }
}

/**
 * The daily retention job (AUDIT_RETENTION_DAYS): a durable pg-boss schedule, so one run a day across any number
 * of instances, retried if it fails, and sent once after a start that missed it.
 */
export async function startAuditRetention(deps: {
  db: Db;
  jobs: Jobs;
  retentionDays: number;
  log: { info: (details: object, message: string) => void };
}) {
  const { db, jobs, retentionDays, log } = deps;
  await jobs.defineQueue(AUDIT_RETENTION_QUEUE, {
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  await jobs.work(AUDIT_RETENTION_QUEUE, async () => {
    const deleted = await pruneAuditTrail(db, retentionDays);
    log.info({ deleted, retentionDays }, 'audit events past their retention deleted');
  });
  await jobs.schedule(AUDIT_RETENTION_QUEUE, DAILY);
}
