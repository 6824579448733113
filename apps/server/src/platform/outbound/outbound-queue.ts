import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { JobOutcome, Jobs, QueueOptions, WorkThroughput } from '../jobs/jobs.ts';
import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import type { OutboundChannel, OutboundQueue, OutboundTable } from './outbound-channel.ts';
import { createOutboundDelivery, type Delivery } from './outbound-delivery.ts';
import { findIdByKey, holdMessage, insertQueued, releaseDueMessages } from './outbound-messages.repo.ts';

/** 6 attempts over about half an hour (30 s, 1, 2, 4, 8 min, with jitter), then FAILED. */
export const outboundRetry = (claimSeconds: number): QueueOptions => ({
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: claimSeconds,
});

/**
 * How many deliveries of a channel one process runs at once: two pollers, each taking up to 100 messages and
 * sending them `sendsInFlight` at a time, so one poller's database work overlaps the other's sending. On PGlite
 * every statement costs a few milliseconds whatever its size (pg-boss's fetch and completion, the claim), so
 * larger batches cost less CPU per message: bench:bulk, server CPU per e-mail of a 10,000-row batch (fan-out
 * and texts included) 3.6-4.0 ms with batches of 25, 3.0 ms with 100; 250 gained little more (bench/README.md).
 * The duplicate-on-crash bound does not depend on it (one message per send slot, outbound-delivery.ts); a send
 * still starts only in its claim's first quarter (100 messages at 5 in flight leave each send about 3.75 s of a
 * 5-minute claim).
 */
export const OUTBOUND_THROUGHPUT: WorkThroughput = { batchSize: 100, workers: 2 };

/** Held messages released per transaction. */
const RELEASE_BATCH = 500;

export type OutboundQueueDeps = {
  db: Kysely<DB>;
  jobs: Jobs;
  claimSeconds?: number;
  retry?: QueueOptions;
  throughput?: WorkThroughput;
};

/** Defines a channel's queue and starts its worker in this process. */
export async function startOutboundQueue<T extends OutboundTable, Message, JobKey extends string>(
  channel: OutboundChannel<T, Message, JobKey>,
  {
    db,
    jobs,
    claimSeconds = DEFAULT_CLAIM_SECONDS,
    retry = outboundRetry(claimSeconds),
    throughput = OUTBOUND_THROUGHPUT,
  }: OutboundQueueDeps,
): Promise<OutboundQueue<Message>> {
  const { table, queue: queueName, jobKey } = channel;
  const deliverMany = createOutboundDelivery(channel, { db, claimSeconds });
  const jobFor = (id: string) => ({ [jobKey]: id }) as Record<JobKey, string>;

  const queue: OutboundQueue<Message> = {
    async enqueue(into, message, options) {
      const row = channel.prepare(message);
      const notBefore = options?.notBefore;
      const store = async (trx: Kysely<DB>) => {
        const [id] = await insertQueued(trx, table, [row]);
        if (!id) return { id: (await findIdByKey(trx, table, row.idempotency_key))!.id, queued: false };
        // Held: no job yet; the release run adds it once the time has come.
        if (notBefore) await holdMessage(trx, table, id, notBefore);
        else await jobs.send(trx, queueName, jobFor(id));
        return { id, queued: true };
      };
      // The row and its job go together: in the caller's transaction, or in one of our own.
      if (into.isTransaction) return store(into);
      const stored = await into.transaction().execute(store);
      queue.wake();
      return stored;
    },

    async enqueueMany(trx, messages) {
      if (!trx.isTransaction) throw new Error('enqueueMany needs the caller’s transaction');
      const ids = await insertQueued(trx, table, messages.map(channel.prepare));
      await jobs.sendMany(trx, queueName, ids.map(jobFor));
      return ids.length;
    },

    wake: () => jobs.wake(queueName),

    async releaseHeld(now) {
      let released = 0;
      for (;;) {
        const ids = await db.transaction().execute(async (trx) => {
          const due = await releaseDueMessages(trx, table, now, RELEASE_BATCH);
          await jobs.sendMany(trx, queueName, due.map(jobFor));
          return due;
        });
        released += ids.length;
        if (ids.length < RELEASE_BATCH) break;
      }
      if (released > 0) queue.wake();
      return released;
    },

    async deliver(id, { isLastAttempt } = { isLastAttempt: false }) {
      const result = (await deliverMany([{ ...jobFor(id), isLastAttempt }])).get(id);
      if (result instanceof Error) throw result;
      return result ?? 'skipped';
    },
  };

  await jobs.defineQueue(queueName, retry);
  await jobs.workBatch<Record<JobKey, string>>(
    queueName,
    async (batch): Promise<JobOutcome[]> => {
      const deliveries: Delivery<JobKey>[] = batch.map((job) => ({ ...job.data, isLastAttempt: job.isLastAttempt }));
      const results = await deliverMany(deliveries);
      return batch.map((job) => {
        const result = results.get(job.data[jobKey]);
        return result instanceof Error ? { id: job.id, error: result } : { id: job.id };
      });
    },
    throughput,
  );
  return queue;
}
