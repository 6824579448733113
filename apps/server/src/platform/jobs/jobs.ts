import type { Kysely } from 'kysely';
import { fromKysely, fromPglite, PgBoss, type JobResult, type JobWithMetadata, type QueueOptions } from 'pg-boss';
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

/** Jobs fetched per poll, and pollers per process: at most `batchSize * workers` jobs of a queue run at once. */
export type WorkThroughput = { batchSize: number; workers: number };

/** What became of one job of a batch: `error` set retries it (or fails it for good after its last attempt). */
export type JobOutcome = { id: string; error?: unknown };

export type JobsOptions = {
  log?: JobsLog;
  /**
   * How often pg-boss looks for jobs whose attempt outlived its `expireInSeconds` (a process that died
   * mid-job) and retries them. pg-boss's default is 60 s; a queue with shorter claims wants it shorter.
   */
  superviseSeconds?: number;
  /** How often an idle worker looks for new jobs (default POLLING_SECONDS). */
  pollingSeconds?: number;
};

export type Jobs = {
  /** Creates (or updates) a queue; call before sending to it or working it. */
  defineQueue: (queue: string, options: QueueOptions) => Promise<void>;
  /**
   * Adds a job through `db`: pass the caller's transaction and the job exists only if that transaction
   * commits. The queue must have been defined first (see `defineQueue`).
   */
  send: <T extends object>(db: Kysely<DB>, queue: string, data: T) => Promise<string | null>;
  /**
   * Adds many jobs in one statement through `db` (the caller's transaction, as for `send`), each with its
   * payload. For fan-outs: one round trip for a chunk of jobs instead of one per job.
   */
  sendMany: <T extends object>(db: Kysely<DB>, queue: string, data: T[]) => Promise<void>;
  /** Runs `handler` for each job of `queue`, one at a time per poller; a throw retries the job per the queue's options. */
  work: <T extends object>(queue: string, handler: (job: JobContext<T>) => Promise<void>) => Promise<void>;
  /**
   * For queues that drain large backlogs (mail, SMS): fetches up to `batchSize` jobs at a time and hands them to
   * `handler` together, which answers each job's outcome (an error retries that job alone). While batches come
   * back full the next one is fetched at once, without waiting for the polling interval.
   */
  workBatch: <T extends object>(
    queue: string,
    handler: (jobs: JobContext<T>[]) => Promise<JobOutcome[]>,
    throughput: WorkThroughput,
  ) => Promise<void>;
  /**
   * Tells this process's worker of `queue` to look for jobs now rather than at its next poll (up to
   * POLLING_SECONDS later). Call it once the transaction that sent the jobs has committed: woken before, the
   * worker finds nothing and waits out its poll. Other processes find the jobs at their next poll, as before.
   */
  wake: (queue: string) => void;
  /**
   * Sends a job to `queue` at every occurrence of `cron` (UTC), one job per occurrence however many processes
   * run: pg-boss lets one instance a minute claim the pass and files each occurrence under a singleton key.
   * An occurrence missed while no process ran is sent once at the next start. Calling it again (every start)
   * updates the schedule in place.
   */
  schedule: (queue: string, cron: string) => Promise<void>;
  /** The jobs of `queue` whose payload contains `data` (for tests and operators). */
  find: (queue: string, data: object) => Promise<{ id: string; state: string; retryCount: number }[]>;
  /** Routes background errors to `log` from now on (the app's logger, once it exists). */
  logTo: (log: JobsLog) => void;
  /** Stops taking jobs, lets running ones finish (up to a deadline), then returns. The database stays open. */
  stop: () => Promise<void>;
};

/** How often an idle worker looks for new jobs, and how many jobs one process runs at once per queue. */
const POLLING_SECONDS = 1;
const ONE_AT_A_TIME: WorkThroughput = { batchSize: 1, workers: 2 };
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
export async function startJobs(database: Database, options: JobsOptions = {}): Promise<Jobs> {
  let log = options.log ?? stderrLog;
  const pglite = database.pglite;
  const supervise = options.superviseSeconds
    ? { superviseIntervalSeconds: options.superviseSeconds, monitorIntervalSeconds: options.superviseSeconds }
    : {};
  const boss = new PgBoss(
    pglite
      ? { db: fromPglite(pglite), backend: 'pglite', ...supervise }
      : { db: fromKysely(database.db), backend: 'postgres', ...supervise },
  );
  // pg-boss throws on an 'error' event nobody listens to; its errors are maintenance hiccups, worth a log line.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  /** Per queue worked here, the id pg-boss gave its first poller (the one `wake` nudges). */
  const workerIds = new Map<string, string>();

  async function workBatches<T extends object>(
    queue: string,
    handler: (jobs: JobContext<T>[]) => Promise<JobOutcome[]>,
    { batchSize, workers }: WorkThroughput,
  ) {
    const settle = (context: JobContext<T>, outcome: JobOutcome | undefined): JobResult => {
      if (outcome && outcome.error === undefined) return { id: context.id, status: 'completed' };
      const error = outcome ? outcome.error : new Error('the batch handler gave no outcome for this job');
      // The payload stays out of the log: it may name people. The job id leads to it.
      const err = error instanceof Error ? error.message : String(error);
      const details = { queue, jobId: context.id, attempt: context.attempt, err };
      if (context.isLastAttempt) log.error(details, 'job failed for good');
      else log.warn(details, 'job failed; it will be retried');
      return { id: context.id, status: 'failed', output: { message: err } };
    };
    const workerId = await boss.work(
      queue,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize,
        // A full batch means a backlog: fetch the next one at once instead of after the polling interval.
        burstWhenBatchFull: batchSize > 1,
        pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS,
        localConcurrency: workers,
      },
      async (jobs: JobWithMetadata<T>[]) => {
        // On PGlite a query runs synchronously inside WebAssembly and resolves as a microtask, so a queue whose
        // work never waits for the network (the outbox drivers) could chain batch after batch without ever
        // letting the event loop reach sockets and timers: HTTP requests and the other queues would stall
        // until it ran dry. Each batch therefore starts on a fresh turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        const contexts = jobs.map((job) => ({
          id: job.id,
          data: job.data,
          attempt: job.retryCount + 1,
          isLastAttempt: job.retryCount >= job.retryLimit,
        }));
        const outcomes = new Map((await handler(contexts)).map((outcome) => [outcome.id, outcome]));
        return contexts.map((context) => settle(context, outcomes.get(context.id)));
      },
    );
    workerIds.set(queue, workerId);
  }

  return {
    async defineQueue(queue, queueOptions) {
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, queueOptions);
      else await boss.createQueue(queue, queueOptions);
      // Warms pg-boss's queue cache now. On a miss `send` looks the queue up on the main connection, and
      // on PGlite (one connection) that waits for the caller's open transaction forever.
      await boss.findJobs(queue, { id: '00000000-0000-0000-0000-000000000000' });
    },

    send: (db, queue, data) => boss.send(queue, data, { db: fromKysely(db) }),

    async sendMany(db, queue, data) {
      if (data.length === 0) return;
      await boss.insert(
        queue,
        data.map((item) => ({ data: item })),
        { db: fromKysely(db) },
      );
    },

    work<T extends object>(queue: string, handler: (job: JobContext<T>) => Promise<void>) {
      const one = async (job: JobContext<T>): Promise<JobOutcome> => {
        try {
          await handler(job);
          return { id: job.id };
        } catch (error) {
          return { id: job.id, error };
        }
      };
      return workBatches<T>(queue, (batch) => Promise.all(batch.map(one)), ONE_AT_A_TIME);
    },

    workBatch: (queue, handler, throughput) => workBatches(queue, handler, throughput),

    wake(queue) {
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    },

    schedule: (queue, cron) => boss.schedule(queue, cron, null, { tz: 'UTC', missed: 'once' }),

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
