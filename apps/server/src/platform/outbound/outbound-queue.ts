import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { JobOutcome, Jobs, QueueOptions, WorkThroughput } from '../jobs/jobs.ts';
import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import type { OutboundChannel, OutboundQueue, OutboundTable } from './outbound-channel.ts';
import { createOutboundDelivery, type Delivery } from './outbound-delivery.ts';
import { findIdByKey, insertQueued } from './outbound-messages.repo.ts';

/** 6 attempts over about half an hour (30 s, 1, 2, 4, 8 min, with jitter), then FAILED. */
export const outboundRetry = (claimSeconds: number): QueueOptions => ({
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: claimSeconds,
});

/**
 * How many deliveries of a channel one process runs at once: two pollers, each taking up to 25 messages and
 * sending them `sendsInFlight` at a time, so one poller's database work overlaps the other's sending. Batches
 * this size matter on PGlite, where fetching and settling a batch of jobs costs a few milliseconds whatever its
 * size (bench/bulk.bench.ts and bench/README.md).
 */
export const OUTBOUND_THROUGHPUT: WorkThroughput = { batchSize: 25, workers: 2 };

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
    async enqueue(into, message) {
      const row = channel.prepare(message);
      const store = async (trx: Kysely<DB>) => {
        const [id] = await insertQueued(trx, table, [row]);
        if (!id) return { id: (await findIdByKey(trx, table, row.idempotency_key))!.id, queued: false };
        await jobs.send(trx, queueName, jobFor(id));
        return { id, queued: true };
      };
      // The row and its job go together: in the caller's transaction, or in one of our own.
      return into.isTransaction ? store(into) : into.transaction().execute(store);
    },

    async enqueueMany(trx, messages) {
      if (!trx.isTransaction) throw new Error('enqueueMany needs the caller’s transaction');
      const ids = await insertQueued(trx, table, messages.map(channel.prepare));
      await jobs.sendMany(trx, queueName, ids.map(jobFor));
      return ids.length;
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
