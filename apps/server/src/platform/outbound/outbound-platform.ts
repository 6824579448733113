import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { startJobs, type Jobs, type JobsLog, type QueueOptions } from '../jobs/jobs.ts';
import { createMailer, type MailSettings } from '../mail/create-mailer.ts';
import { brandedMailQueue, mailChannel, type MailQueue } from '../mail/mail-channel.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createTexter, type SmsSettings } from '../sms/create-texter.ts';
import { smsChannel, type SmsQueue } from '../sms/sms-channel.ts';
import type { Texter } from '../sms/texter.ts';
import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import { startOutboundQueue } from './outbound-queue.ts';

/**
 * The background machinery one process runs: the durable job queue, and each outbound channel (e-mail, text
 * messages) with its transport and worker. server.ts starts it after the migrations and stops it after the
 * HTTP server and before the database; tests build it in-process (with their own transports and faster
 * retries if they like). A new channel is started here beside the others.
 */
export type OutboundPlatform = {
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

export type OutboundPlatformOptions = {
  database: Database;
  settings: MailSettings & Partial<SmsSettings>;
  /** Overrides the transport chosen from `settings` (tests). */
  mailer?: Mailer;
  texter?: Texter;
  /** Overrides a channel's retry policy (tests use short delays). */
  mailRetry?: QueueOptions;
  smsRetry?: QueueOptions;
  /** How often idle workers look for jobs (tests set it long to show that a wake, not a poll, started one). */
  pollingSeconds?: number;
};

/**
 * pg-boss notices an attempt that outlived its claim (its process died) once per supervision pass: at
 * least once a claim, so a message held by a dead process is retried soon after its claim runs out.
 */
const superviseSeconds = (...claims: number[]) => Math.min(60, ...claims);

export async function startOutboundPlatform({
  database,
  settings,
  mailer,
  texter,
  mailRetry,
  smsRetry,
  pollingSeconds,
}: OutboundPlatformOptions): Promise<OutboundPlatform> {
  const mailClaimSeconds = settings.mailClaimSeconds ?? DEFAULT_CLAIM_SECONDS;
  const smsClaimSeconds = settings.smsClaimSeconds ?? DEFAULT_CLAIM_SECONDS;
  const mailTransport = mailer ?? createMailer(settings);
  const textTransport = texter ?? createTexter({ twilio: settings.twilio, smsClaimSeconds });
  const jobs = await startJobs(database, {
    superviseSeconds: superviseSeconds(mailClaimSeconds, smsClaimSeconds),
    pollingSeconds,
  });
  try {
    const { db } = database;
    const mail = brandedMailQueue(
      await startOutboundQueue(mailChannel(mailTransport), {
        db,
        jobs,
        claimSeconds: mailClaimSeconds,
        retry: mailRetry,
      }),
      settings.publicUrl,
    );
    const sms = await startOutboundQueue(smsChannel(textTransport), {
      db,
      jobs,
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
export async function attachOutboundPlatform(
  app: FastifyInstance,
  given: OutboundPlatform | undefined,
  options: OutboundPlatformOptions,
): Promise<OutboundPlatform> {
  const platform = given ?? (await startOutboundPlatform(options));
  if (!given) app.addHook('onClose', () => platform.stop());
  platform.logTo(app.log);
  return platform;
}
