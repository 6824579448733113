import { sql } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-throttle.ts';
import { deleteDeadSessions, deleteSpentCodes, deleteStaleThrottleRows, forgetMessageBodies } from './upkeep.repo.ts';

export const UPKEEP_QUEUE = 'upkeep';
/** Every day at 03:47 UTC, half an hour after the audit retention job, outside office hours in the Americas. */
const DAILY = '47 3 * * *';

export type UpkeepReport = {
  messageBodiesForgotten: number;
  sessionsDeleted: number;
  throttleRowsDeleted: number;
  codesDeleted: number;
  vacuumed: boolean;
};

/**
 * One pass of housekeeping: what no screen, link or limit can use any more goes, so tables stay the size of the
 * firm's live work. PGlite is vacuumed afterwards (PostgreSQL's own autovacuum does that on a server; the
 * embedded engine has no background workers). pg-boss deletes its own finished jobs (its queues' retention).
 */
export async function runUpkeep(
  db: Db,
  settings: { messageBodyDays: number; kind: DatabaseKind },
): Promise<UpkeepReport> {
  const report: UpkeepReport = {
    messageBodiesForgotten: await forgetMessageBodies(db, settings.messageBodyDays),
    sessionsDeleted: await deleteDeadSessions(db),
    throttleRowsDeleted: await deleteStaleThrottleRows(db, SIGN_IN_LIMITS.knownForDays),
    codesDeleted: await deleteSpentCodes(db),
    vacuumed: false,
  };
  if (settings.kind === 'pglite') {
    await sql`vacuum analyze`.execute(db);
    report.vacuumed = true;
  }
  return report;
}

/** The daily upkeep: a durable pg-boss schedule, so one run a day across any number of instances. */
export async function startUpkeep(deps: {
  db: Db;
  jobs: Jobs;
  kind: DatabaseKind;
  messageBodyDays: number;
  log: { info: (details: object, message: string) => void };
}) {
  const { db, jobs, kind, messageBodyDays, log } = deps;
  await jobs.defineQueue(UPKEEP_QUEUE, { retryLimit: 3, retryDelay: 600, retryBackoff: true, expireInSeconds: 3600 });
  await jobs.work(UPKEEP_QUEUE, async () => {
    const report = await runUpkeep(db, { messageBodyDays, kind });
    log.info(report, 'daily upkeep done');
  });
  await jobs.schedule(UPKEEP_QUEUE, DAILY);
}
