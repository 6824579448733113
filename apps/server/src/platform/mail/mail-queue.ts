import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { Jobs, QueueOptions } from '../jobs/jobs.ts';
import type { Mailer } from './mailer.ts';
import {
  claimForDelivery,
  findMessageIdByKey,
  findMessageStatus,
  insertQueuedMessage,
  markSent,
  recordFailedAttempt,
} from './outbox-messages.repo.ts';
import { mailLocale, renderMail, type MailTemplate, type MailVars } from './templates/render-mail.ts';

export const MAIL_QUEUE = 'mail-send';

/** A job holds its message this long; every SMTP timeout is shorter (see smtp-mailer.ts). */
const CLAIM_SECONDS = 300;

/** 6 attempts over about half an hour (30 s, 1, 2, 4, 8 min, with jitter), then FAILED. */
const DEFAULT_MAIL_RETRY: QueueOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: CLAIM_SECONDS,
};

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
  /** One delivery attempt (what the job runs). Safe to repeat: a SENT message is never sent again. */
  deliver: (outboxId: string, attempt?: { isLastAttempt: boolean }) => Promise<'sent' | 'skipped'>;
};

type Deps = { db: Kysely<DB>; jobs: Jobs; mailer: Mailer; retry?: QueueOptions };

const ZAddress = z.email();
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Defines the mail queue and starts its worker in this process. */
export async function startMailQueue({ db, jobs, mailer, retry = DEFAULT_MAIL_RETRY }: Deps): Promise<MailQueue> {
  const queue: MailQueue = {
    async enqueue(into, message) {
      if (!ZAddress.safeParse(message.to).success) throw new Error(`Not an e-mail address: ${message.to}`);
      const locale = mailLocale(message.locale);
      const rendered = renderMail(message.template, locale, message.vars);
      const store = async (trx: Kysely<DB>) => {
        const row = await insertQueuedMessage(trx, {
          to: message.to,
          locale,
          template: message.template,
          ...rendered,
          idempotencyKey: message.idempotencyKey,
        });
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

    async deliver(outboxId, { isLastAttempt } = { isLastAttempt: false }) {
      const message = await claimForDelivery(db, outboxId, CLAIM_SECONDS);
      if (!message) {
        const current = await findMessageStatus(db, outboxId);
        if (!current || current.status === 'SENT') return 'skipped';
        // Another delivery of the same job holds it: try again later rather than risk a second copy.
        throw new Error('This message is being sent by another worker');
      }
      try {
        await mailer.deliver({
          id: message.id,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
        });
      } catch (error) {
        await recordFailedAttempt(db, outboxId, errorText(error), isLastAttempt);
        throw error;
      }
      await markSent(db, outboxId, mailer.transport);
      return 'sent';
    },
  };

  await jobs.defineQueue(MAIL_QUEUE, retry);
  await jobs.work<{ outboxId: string }>(MAIL_QUEUE, async (job) => {
    await queue.deliver(job.data.outboxId, { isLastAttempt: job.isLastAttempt });
  });
  return queue;
}
