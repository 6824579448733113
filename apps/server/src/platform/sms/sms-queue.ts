import type { Kysely } from 'kysely';
import { coalescedWrites } from '../db/coalesced-writes.ts';
import { mapLimit } from '../storage/map-limit.ts';
import type { DB } from '../db/schema.ts';
import type { JobOutcome, Jobs, QueueOptions, WorkThroughput } from '../jobs/jobs.ts';
import {
  claimTextsForDelivery,
  findTextIdByKey,
  findTextStatuses,
  insertQueuedTexts,
  markTextsSent,
  recordFailedText,
  releaseTextClaim,
  type NewSmsMessage,
} from './sms-messages.repo.ts';
import { PermanentTextError, type Texter } from './texter.ts';

export const SMS_QUEUE = 'sms-send';

/** A job holds its message this long (SMS_CLAIM_SECONDS); the provider request is bounded well inside it. */
export const DEFAULT_SMS_CLAIM_SECONDS = 300;

/** As for mail: 6 attempts over about half an hour, then FAILED. A permanent refusal fails at once. */
const smsRetry = (claimSeconds: number): QueueOptions => ({
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: claimSeconds,
});

/**
 * Two pollers of 25 messages each (as for mail, large batches keep the job queue's own cost per message low),
 * with at most PROVIDER_REQUESTS requests to the provider in flight per batch: 20 in all, well below what
 * Twilio accepts at once from one account.
 */
export const SMS_THROUGHPUT: WorkThroughput = { batchSize: 25, workers: 2 };
const PROVIDER_REQUESTS = 10;

/** E.164: a plus, a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

export type SmsMessage = {
  /** E.164, as normalised on intake. */
  to: string;
  /** The recipient's language, recorded with the message (the caller wrote the body in it). */
  locale: string;
  body: string;
  /** Names this one text (e.g. `bulk:<batch>:<row>:text`): enqueueing the same key again does nothing. */
  idempotencyKey: string;
};

export type SmsQueue = {
  /** Stores the message QUEUED and adds its delivery job through `db` (pass the caller's transaction). */
  enqueue: (db: Kysely<DB>, message: SmsMessage) => Promise<{ id: string; queued: boolean }>;
  /** `enqueue` for many messages in a few statements, in the caller's transaction. Answers how many were new. */
  enqueueMany: (db: Kysely<DB>, messages: SmsMessage[]) => Promise<number>;
  /** One delivery attempt (what the job runs). Safe to repeat: a settled message is never sent again. */
  deliver: (smsId: string, attempt?: { isLastAttempt: boolean }) => Promise<TextResult>;
};

type TextResult = 'sent' | 'failed' | 'skipped';
type TextDelivery = { smsId: string; isLastAttempt: boolean };

type Deps = {
  db: Kysely<DB>;
  jobs: Jobs;
  texter: Texter;
  claimSeconds?: number;
  retry?: QueueOptions;
  throughput?: WorkThroughput;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const checked = (message: SmsMessage): NewSmsMessage => {
  if (!E164.test(message.to)) throw new Error(`Not an E.164 phone number: ${message.to}`);
  return message;
};

/** Defines the SMS queue and starts its worker in this process: the same design as the mail queue. */
export async function startSmsQueue({
  db,
  jobs,
  texter,
  claimSeconds = DEFAULT_SMS_CLAIM_SECONDS,
  retry = smsRetry(claimSeconds),
  throughput = SMS_THROUGHPUT,
}: Deps): Promise<SmsQueue> {
  // Marked SENT as soon as the provider took it, together with the others taken meanwhile (coalescedWrites).
  const recordSent = coalescedWrites<{ id: string; providerId: string | null }>((sent) =>
    markTextsSent(db, texter.transport, sent),
  );

  /** As for mail: one statement claims the batch, then each message is sent and recorded on its own. */
  async function deliverMany(deliveries: TextDelivery[]): Promise<Map<string, TextResult | Error>> {
    const results = new Map<string, TextResult | Error>();
    const ids = [...new Set(deliveries.map((d) => d.smsId))];
    const claimed = await claimTextsForDelivery(db, ids, claimSeconds);
    // The provider request is bounded by a quarter of the claim (twilio-texter.ts): a send started in the claim's
    // first quarter ends before the claim does, so no retry can take the message while it may still go out.
    const startBy = performance.now() + (claimSeconds * 1000) / 4;
    const unclaimed = ids.filter((id) => !claimed.some((message) => message.id === id));
    if (unclaimed.length > 0) {
      const statuses = new Map((await findTextStatuses(db, unclaimed)).map((row) => [row.id, row.status]));
      for (const id of unclaimed) {
        // Another delivery of the same job holds it: try again later rather than risk a second copy.
        const held = statuses.get(id) === 'QUEUED';
        results.set(id, held ? new Error('This text message is being sent by another worker') : 'skipped');
      }
    }
    const isLast = (id: string) => deliveries.some((d) => d.smsId === id && d.isLastAttempt);
    const marks: Promise<void>[] = [];
    await mapLimit(claimed, PROVIDER_REQUESTS, async (message) => {
      if (performance.now() > startBy && !isLast(message.id)) {
        await releaseTextClaim(db, message.id);
        results.set(message.id, new Error('Not sent in this attempt: its claim was running out'));
        return;
      }
      let providerId: string | null;
      try {
        ({ providerId } = await texter.deliver({ id: message.id, to: message.to_number, body: message.body }));
      } catch (error) {
        const permanent = error instanceof PermanentTextError;
        await recordFailedText(db, message.id, errorText(error), permanent || isLast(message.id));
        // A refusal no retry can change settles the job; anything else is retried by the queue.
        results.set(message.id, permanent ? 'failed' : error instanceof Error ? error : new Error(errorText(error)));
        return;
      }
      // The next request goes out while the mark is written.
      marks.push(
        recordSent({ id: message.id, providerId }).then(
          () => void results.set(message.id, 'sent'),
          (error: unknown) =>
            void results.set(message.id, error instanceof Error ? error : new Error(errorText(error))),
        ),
      );
    });
    await Promise.all(marks);
    return results;
  }

  const queue: SmsQueue = {
    async enqueue(into, message) {
      const row = checked(message);
      const store = async (trx: Kysely<DB>) => {
        const [id] = await insertQueuedTexts(trx, [row]);
        if (!id) return { id: (await findTextIdByKey(trx, message.idempotencyKey))!.id, queued: false };
        await jobs.send(trx, SMS_QUEUE, { smsId: id });
        return { id, queued: true };
      };
      return into.isTransaction ? store(into) : into.transaction().execute(store);
    },

    async enqueueMany(trx, messages) {
      if (!trx.isTransaction) throw new Error('enqueueMany needs the caller’s transaction');
      const ids = await insertQueuedTexts(trx, messages.map(checked));
      await jobs.sendMany(
        trx,
        SMS_QUEUE,
        ids.map((id) => ({ smsId: id })),
      );
      return ids.length;
    },

    async deliver(smsId, { isLastAttempt } = { isLastAttempt: false }) {
      const result = (await deliverMany([{ smsId, isLastAttempt }])).get(smsId);
      if (result instanceof Error) throw result;
      return result ?? 'skipped';
    },
  };

  await jobs.defineQueue(SMS_QUEUE, retry);
  await jobs.workBatch<{ smsId: string }>(
    SMS_QUEUE,
    async (batch): Promise<JobOutcome[]> => {
      const results = await deliverMany(
        batch.map((job) => ({ smsId: job.data.smsId, isLastAttempt: job.isLastAttempt })),
      );
      return batch.map((job) => {
        const result = results.get(job.data.smsId);
        return result instanceof Error ? { id: job.id, error: result } : { id: job.id };
      });
    },
    throughput,
  );
  return queue;
}
