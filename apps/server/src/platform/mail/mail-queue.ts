import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { JobOutcome, Jobs, QueueOptions, WorkThroughput } from '../jobs/jobs.ts';
import { createMailDelivery, type DeliveryResult } from './mail-delivery.ts';
import type { Mailer } from './mailer.ts';
import { findMessageIdByKey, insertQueuedMessage, insertQueuedMessages } from './outbox-messages.repo.ts';
import { mailLocale, renderMail, type MailTemplate, type MailVars } from './templates/render-mail.ts';

export const MAIL_QUEUE = 'mail-send';

/**
 * A job holds its message this long (MAIL_CLAIM_SECONDS); every SMTP timeout is shorter (see smtp-mailer.ts).
 * It is also how long a message stays held after the process sending it died, before a retry may take it.
 */
export const DEFAULT_MAIL_CLAIM_SECONDS = 300;

/** 6 attempts over about half an hour (30 s, 1, 2, 4, 8 min, with jitter), then FAILED. */
const mailRetry = (claimSeconds: number): QueueOptions => ({
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: claimSeconds,
});

/**
 * How many deliveries one process runs at once: two pollers, each taking up to 25 messages and sending them
 * 5 at a time (mail-delivery.ts) through the SMTP pool (smtp-mailer.ts: 10 connections per process), so one
 * poller's database work overlaps the other's sending. Batches this size matter on
 * PGlite, where fetching and settling a batch of jobs costs a few milliseconds whatever its size
 * (bench/bulk.bench.ts and bench/README.md).
 */
export const MAIL_THROUGHPUT: WorkThroughput = { batchSize: 25, workers: 2 };

export type MailMessage<T extends MailTemplate> = {
  to: string;
  /** The recipient's language; one we do not offer falls back to English. */
  locale: string;
  template: T;
  vars: MailVars[T];
  /** Names this one e-mail (e.g. `invitation:<invitation id>`): enqueueing the same key again does nothing. */
  idempotencyKey: string;
};

export type MailQueue = {
  /**
   * Renders the message, stores it QUEUED and adds its delivery job, both through `db`: pass the caller's
   * transaction and the mail exists only if the caller's rows commit. `queued` is false (and nothing new
   * is stored) when the idempotency key was already used.
   */
  enqueue: <T extends MailTemplate>(
    db: Kysely<DB>,
    message: MailMessage<T>,
  ) => Promise<{ id: string; queued: boolean }>;
  /**
   * `enqueue` for many messages in a few statements (a fan-out's chunk), through `db`, which must be a
   * transaction. Messages whose key was already used are left as they are. Answers how many were new.
   */
  enqueueMany: <T extends MailTemplate>(db: Kysely<DB>, messages: MailMessage<T>[]) => Promise<number>;
  /** One delivery attempt (what the job runs). Safe to repeat: a SENT message is never sent again. */
  deliver: (outboxId: string, attempt?: { isLastAttempt: boolean }) => Promise<DeliveryResult>;
};

type Deps = {
  db: Kysely<DB>;
  jobs: Jobs;
  mailer: Mailer;
  claimSeconds?: number;
  retry?: QueueOptions;
  throughput?: WorkThroughput;
};

const ZAddress = z.email();

/** Defines the mail queue and starts its worker in this process. */
export async function startMailQueue({
  db,
  jobs,
  mailer,
  claimSeconds = DEFAULT_MAIL_CLAIM_SECONDS,
  retry = mailRetry(claimSeconds),
  throughput = MAIL_THROUGHPUT,
}: Deps): Promise<MailQueue> {
  const render = <T extends MailTemplate>(message: MailMessage<T>) => {
    if (!ZAddress.safeParse(message.to).success) throw new Error(`Not an e-mail address: ${message.to}`);
    const locale = mailLocale(message.locale);
    const rendered = renderMail(message.template, locale, message.vars);
    return { to: message.to, locale, template: message.template, ...rendered, idempotencyKey: message.idempotencyKey };
  };

  const deliverMany = createMailDelivery({ db, mailer, claimSeconds });

  const queue: MailQueue = {
    async enqueue(into, message) {
      const rendered = render(message);
      const store = async (trx: Kysely<DB>) => {
        const row = await insertQueuedMessage(trx, rendered);
        if (!row) {
          const existing = await findMessageIdByKey(trx, message.idempotencyKey);
          return { id: existing!.id, queued: false };
        }
        await jobs.send(trx, MAIL_QUEUE, { outboxId: row.id });
        return { id: row.id, queued: true };
      };
      // The row and its job go together: in the caller's transaction, or in one of our own.
      return into.isTransaction ? store(into) : into.transaction().execute(store);
    },

    async enqueueMany(trx, messages) {
      if (!trx.isTransaction) throw new Error('enqueueMany needs the caller’s transaction');
      const ids = await insertQueuedMessages(trx, messages.map(render));
      await jobs.sendMany(
        trx,
        MAIL_QUEUE,
        ids.map((id) => ({ outboxId: id })),
      );
      return ids.length;
    },

    async deliver(outboxId, { isLastAttempt } = { isLastAttempt: false }) {
      const result = (await deliverMany([{ outboxId, isLastAttempt }])).get(outboxId);
      if (result instanceof Error) throw result;
      return result ?? 'skipped';
    },
  };

  await jobs.defineQueue(MAIL_QUEUE, retry);
  await jobs.workBatch<{ outboxId: string }>(
    MAIL_QUEUE,
    async (batch): Promise<JobOutcome[]> => {
      const results = await deliverMany(
        batch.map((job) => ({ outboxId: job.data.outboxId, isLastAttempt: job.isLastAttempt })),
      );
      return batch.map((job) => {
        const result = results.get(job.data.outboxId);
        return result instanceof Error ? { id: job.id, error: result } : { id: job.id };
      });
    },
    throughput,
  );
  return queue;
}
