import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { startJobs, type Jobs, type JobsLog, type QueueOptions } from '../jobs/jobs.ts';
import { DEFAULT_SMS_CLAIM_SECONDS, startSmsQueue, type SmsQueue } from '../sms/sms-queue.ts';
import { createTexter, type SmsSettings, type Texter } from '../sms/texter.ts';
import { createMailer, type Mailer, type MailSettings } from './mailer.ts';
import { DEFAULT_MAIL_CLAIM_SECONDS, startMailQueue, type MailQueue } from './mail-queue.ts';

/**
 * The background machinery one process runs: the durable job queue, the mail and SMS transports and their
 * workers. server.ts starts it after the migrations and stops it after the HTTP server and before the
 * database; tests build it in-process (with their own transports and faster retries if they like).
 */
export type MailPlatform = {
  /** `mail.enqueue(trx, message)` is how a feature sends an e-mail. */
  mail: MailQueue;
  /** `sms.enqueue(trx, message)` is how a feature sends a text message. */
  sms: SmsQueue;
  /** For other kinds of background work (notification fan-out, imports...). */
  jobs: Jobs;
  mailer: Mailer;
  texter: Texter;
  /** Sends background errors to the app's logger once it exists (stderr until then). */
  logTo: (log: JobsLog) => void;
  /** Lets running jobs finish (bounded), then closes the transports. Leaves the database open. */
  stop: () => Promise<void>;
};

export type MailPlatformOptions = {
  database: Database;
  settings: MailSettings & Partial<SmsSettings>;
  /** Overrides the transport chosen from `settings` (tests). */
  mailer?: Mailer;
  texter?: Texter;
  /** Overrides the retry policy of the mail queue (tests use short delays). */
  retry?: QueueOptions;
  smsRetry?: QueueOptions;
};

/**
 * pg-boss notices an attempt that outlived its claim (its process died) once per supervision pass: at
 * least once a claim, so a message held by a dead process is retried soon after its claim runs out.
 */
const superviseSeconds = (...claims: number[]) => Math.min(60, ...claims);

export async function startMailPlatform({
  database,
  settings,
  mailer,
  texter,
  retry,
  smsRetry,
}: MailPlatformOptions): Promise<MailPlatform> {
  const mailClaimSeconds = settings.mailClaimSeconds ?? DEFAULT_MAIL_CLAIM_SECONDS;
  const smsClaimSeconds = settings.smsClaimSeconds ?? DEFAULT_SMS_CLAIM_SECONDS;
  const mailTransport = mailer ?? createMailer(settings);
  const textTransport = texter ?? createTexter({ twilio: settings.twilio, smsClaimSeconds });
  const jobs = await startJobs(database, { superviseSeconds: superviseSeconds(mailClaimSeconds, smsClaimSeconds) });
  try {
    const { db } = database;
    const mail = await startMailQueue({ db, jobs, mailer: mailTransport, claimSeconds: mailClaimSeconds, retry });
    const sms = await startSmsQueue({
      db,
      jobs,
      texter: textTransport,
      claimSeconds: smsClaimSeconds,
      retry: smsRetry,
    });
    return {
      mail,
      sms,
      jobs,
      mailer: mailTransport,
      texter: textTransport,
      logTo: jobs.logTo,
      async stop() {
        await jobs.stop();
        await mailTransport.close();
        await textTransport.close();
      },
    };
  } catch (error) {
    await jobs.stop();
    throw error;
  }
}

/**
 * The platform an app works with: the one server.ts started (it stops it), or, when none is given (tests),
 * one of the app's own, stopped when the app closes (before the test closes the database).
 */
export async function attachMailPlatform(
  app: FastifyInstance,
  given: MailPlatform | undefined,
  options: MailPlatformOptions,
): Promise<MailPlatform> {
  const platform = given ?? (await startMailPlatform(options));
  if (!given) app.addHook('onClose', () => platform.stop());
  platform.logTo(app.log);
  return platform;
}
