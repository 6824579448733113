import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { TBulkNotificationKind } from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Jobs, QueueOptions } from '../../platform/jobs/jobs.ts';
import type { MailMessage, MailQueue } from '../../platform/mail/mail-channel.ts';
import { mailLocale, type MailTemplate } from '../../platform/mail/templates/render-mail.ts';
import type { SmsMessage, SmsQueue } from '../../platform/sms/sms-channel.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import {
  advanceFanOut,
  findBatchForFanOut,
  markFannedOut,
  markSending,
  markTextsSkipped,
  rowsAfter,
} from './bulk-batches.repo.ts';
import { messageKey } from './bulk-deliveries.repo.ts';
import { bulkText, nameOrNull } from './bulk-texts.ts';
import { pushBodyText } from './push-body.ts';
import { appUrl, paths } from '@ledgerport/contract';

export const BULK_FAN_OUT_QUEUE = 'bulk-fan-out';

/** Rows whose messages are queued per transaction: a crash repeats at most one chunk, which queues nothing twice. */
const CHUNK_ROWS = 500;

/**
 * A fan-out of 10,000 rows takes seconds; the claim is generous so a slow machine never sees a live run expire.
 * A run that did expire (its process died) is retried and resumes after the last committed chunk.
 */
const FAN_OUT_RETRY: QueueOptions = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 };

const TEMPLATES = {
  SALES_TAX: 'bulk-sales-tax',
  PAYROLL_TAX: 'bulk-payroll-tax',
  PUSH: 'bulk-push',
} as const satisfies Record<TBulkNotificationKind, MailTemplate>;

type Batch = NonNullable<Awaited<ReturnType<typeof findBatchForFanOut>>>;
type Row = Awaited<ReturnType<typeof rowsAfter>>[number];

type Deps = {
  db: Kysely<DB>;
  jobs: Jobs;
  mail: MailQueue;
  sms: SmsQueue;
  notifications: Pick<NotificationsService, 'notifyPushRecipients'>;
  publicUrl: string;
};

export type BulkFanOut = {
  /** Adds the batch's one fan-out job, in the caller's transaction (the one storing the batch). */
  enqueue: (trx: Transaction<DB>, batchId: string) => Promise<void>;
  /** Starts the fan-out here now rather than at the job's next poll: call it once that transaction committed. */
  wake: () => void;
  /** What the job runs; safe to repeat, also after a crash half-way: every message has its own key. */
  run: (batchId: string) => Promise<void>;
};

/**
 * Turns a stored batch into messages: per row, one e-mail (to its address) and one text (to its number), each
 * with the idempotency key `bulk:<batch>:<row>:email|text`, queued through the mail and SMS platforms in the
 * same transaction as the batch's progress mark. Delivery is theirs (retries, claims, transports).
 */
export async function startBulkFanOut({ db, jobs, mail, sms, notifications, publicUrl }: Deps): Promise<BulkFanOut> {
  const linkFor = (kind: TBulkNotificationKind, tenantId: string | null) => {
    if (!tenantId || kind === 'PUSH') return null;
    return appUrl(publicUrl, kind === 'SALES_TAX' ? paths.tenantSalesTax(tenantId) : paths.tenantPayroll(tenantId));
  };

  /** `pushText`: a push notice's body as text (pushBodyText), worked out once per batch. */
  const emailOf = (batch: Batch, row: Row, pushText: string): MailMessage<MailTemplate> => {
    const locale = mailLocale(row.locale);
    const clientName = nameOrNull(row.client_name);
    const idempotencyKey = messageKey(batch.id, row.row_number, 'email');
    const to = row.email!;
    if (batch.kind === 'PUSH') {
      const vars = { clientName, subject: batch.email_subject!, body: pushText };
      return { to, locale, template: 'bulk-push', vars, idempotencyKey };
    }
    const vars = { clientName, amount: row.amount, link: linkFor(batch.kind, row.tenant_id) };
    return { to, locale, template: TEMPLATES[batch.kind], vars, idempotencyKey };
  };

  const textOf = (batch: Batch, row: Row, firmName: string, pushText: string): SmsMessage => {
    const locale = mailLocale(row.locale);
    const body = bulkText(batch.kind, locale, {
      firmName,
      clientName: nameOrNull(row.client_name),
      amount: row.amount,
      body: batch.kind === 'PUSH' ? pushText : '',
    });
    return { to: row.phone_number!, locale, body, idempotencyKey: messageKey(batch.id, row.row_number, 'text') };
  };

  const fanOut: BulkFanOut = {
    async enqueue(trx, batchId) {
      await jobs.send(trx, BULK_FAN_OUT_QUEUE, { batchId });
    },

    wake: () => jobs.wake(BULK_FAN_OUT_QUEUE),

    async run(batchId) {
      const batch = await findBatchForFanOut(db, batchId);
      if (!batch || batch.fanned_out_at) return;
      await markSending(db, batchId);
      // Read once per run: a rename half-way through a batch should not sign its texts two ways.
      const { firm_name: firmName } = await readFirmBranding(db);
      const pushText = batch.kind === 'PUSH' ? await pushBodyText(batch.email_body!) : '';
      let through = batch.fanned_out_through;
      for (;;) {
        const rows = await rowsAfter(db, batchId, through, CHUNK_ROWS);
        if (rows.length === 0) break;
        through = rows[rows.length - 1]!.row_number;
        await db.transaction().execute(async (trx) => {
          await mail.enqueueMany(
            trx,
            rows.filter((row) => row.email).map((row) => emailOf(batch, row, pushText)),
          );
          const texted = rows.filter((row) => row.phone_number);
          // The firm's SMS switch as each chunk goes out (no cache: another process may have flipped it). While
          // off, no text is queued and the rows say so; e-mails go either way.
          if (await isFeatureOn(trx, 'SMS_SENDING')) {
            await sms.enqueueMany(
              trx,
              texted.map((row) => textOf(batch, row, firmName, pushText)),
            );
          } else {
            await markTextsSkipped(
              trx,
              batchId,
              texted.map((row) => row.row_number),
            );
          }
          if (batch.kind === 'PUSH') {
            const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
            const push = { subject: batch.email_subject!, bodyText: pushText };
            await notifications.notifyPushRecipients(trx, emails, push);
          }
          await advanceFanOut(trx, batchId, through);
        });
        // The chunk's messages are committed: sending starts now, not at the senders' next poll.
        mail.wake();
        sms.wake();
        // On PGlite every statement resolves as a microtask, so chunk after chunk would never let the event loop
        // run: the senders just woken, and every HTTP request, waited for the whole fan-out (1.4 s for 10,000 rows).
        await nextTurnOfEventLoop();
      }
      await markFannedOut(db, batchId);
    },
  };

  await jobs.defineQueue(BULK_FAN_OUT_QUEUE, FAN_OUT_RETRY);
  await jobs.work<{ batchId: string }>(BULK_FAN_OUT_QUEUE, (job) => fanOut.run(job.data.batchId));
  return fanOut;
}
