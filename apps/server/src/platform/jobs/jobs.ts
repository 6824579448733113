import type { Kysely } from 'kysely';
import { fromKysely, fromPglite, PgBoss, type JobWithMetadata, type QueueOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** Where background failures are reported: a pino logger (the app's) or anything shaped like one. */
export type JobsLog = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

/** A job as a handler sees it: its payload, and whether a failure now is the last one allowed. */
export type JobContext<T> = { id: string; data: T; attempt: number; isLastAttempt: boolean };

export type { QueueOptions };

export type Jobs = {
  /** Creates (or updates) a queue; call before sending to it or working it. */
  defineQueue: (queue: string, options: QueueOptions) => Promise<void>;
  /**
   * Adds a job through `db`: pass the caller's transaction and the job exists only if that transaction
   * commits. The queue must have been defined first (see `defineQueue`).
   */
  send: <T extends object>(db: Kysely<DB>, queue: string, data: T) => Promise<string | null>;
  /** Runs `handler` for each job of `queue`; a throw retries the job per the queue's options. */
  work: <T extends object>(queue: string, handler: (job: JobContext<T>) => Promise<void>) => Promise<void>;
  /** The jobs of `queue` whose payload contains `data` (for tests and operators). */
  find: (queue: string, data: object) => Promise<{ id: string; state: string; retryCount: number }[]>;
  /** Routes background errors to `log` from now on (the app's logger, once it exists). */
  logTo: (log: JobsLog) => void;
  /** Stops taking jobs, lets running ones finish (up to a deadline), then returns. The database stays open. */
  stop: () => Promise<void>;
};

/** How often an idle worker looks for new jobs, and how many jobs one process runs at once per queue. */
const POLLING_SECONDS = 1;
const CONCURRENCY = 2;
const STOP_DEADLINE_MS = 10_000;

const stderrLog: JobsLog = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

/**
 * Starts pg-boss on the application's own database: PGlite through its embedded adapter, PostgreSQL
 * through the app's Kysely pool. pg-boss keeps its tables in the `pgboss` schema and migrates them here,
 * so call this after our own migrations. See docs/decisions/0003-pg-boss-12-35-on-pglite-and-postgres.md.
 */
export async function startJobs(database: Database, options: { log?: JobsLog } = {}): Promise<Jobs> {
  let log = options.log ?? stderrLog;
  const pglite = database.pglite;
  const boss = new PgBoss(
    pglite
      ? { db: fromPglite(pglite), backend: 'pglite', schedule: false }
      : { db: fromKysely(database.db), backend: 'postgres', schedule: false },
  );
  // pg-boss throws on an 'error' event nobody listens to; its errors are maintenance hiccups, worth a log line.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  return {
    async defineQueue(queue, queueOptions) {
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, queueOptions);
      else await boss.createQueue(queue, queueOptions);
      // Warms pg-boss's queue cache now. On a miss `send` looks the queue up on the main connection, and
      // on PGlite (one connection) that waits for the caller's open transaction forever.
      await boss.findJobs(queue, { id: '00000000-0000-0000-0000-000000000000' });
    },

    send: (db, queue, data) => boss.send(queue, data, { db: fromKysely(db) }),

    async work<T extends object>(queue: string, handler: (job: JobContext<T>) => Promise<void>) {
      await boss.work(
        queue,
        { includeMetadata: true, pollingIntervalSeconds: POLLING_SECONDS, localConcurrency: CONCURRENCY },
        async ([job]: JobWithMetadata<T>[]) => {
          if (!job) return;
          const context = {
            id: job.id,
            data: job.data,
            attempt: job.retryCount + 1,
            isLastAttempt: job.retryCount >= job.retryLimit,
          };
          try {
            await handler(context);
          } catch (error) {
            // The payload stays out of the log: it may name people. The job id leads to it.
            const err = error instanceof Error ? error.message : String(error);
            const details = { queue, jobId: job.id, attempt: context.attempt, err };
            if (context.isLastAttempt) log.error(details, 'job failed for good');
            else log.warn(details, 'job failed; it will be retried');
            throw error;
          }
        },
      );
    },

    async find(queue, data) {
      const jobs = await boss.findJobs(queue, { data });
      return jobs.map((j) => ({ id: j.id, state: j.state, retryCount: j.retryCount }));
    },

    logTo(next) {
      log = next;
    },

    stop: () => boss.stop({ graceful: true, timeout: STOP_DEADLINE_MS }),
  };
}
