import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { startJobs, type Jobs, type JobsLog, type QueueOptions } from '../jobs/jobs.ts';
import { createMailer, type Mailer, type MailSettings } from './mailer.ts';
import { startMailQueue, type MailQueue } from './mail-queue.ts';

/**
 * The background machinery one process runs: the durable job queue, the mail transport and the mail
 * worker. server.ts starts it after the migrations and stops it after the HTTP server and before the
 * database; tests build it in-process (with their own mailer and faster retries if they like).
 */
export type MailPlatform = {
  /** `mail.enqueue(trx, message)` is how a feature sends an e-mail. */
  mail: MailQueue;
  /** For other kinds of background work (notification fan-out, imports...). */
  jobs: Jobs;
  mailer: Mailer;
  /** Sends background errors to the app's logger once it exists (stderr until then). */
  logTo: (log: JobsLog) => void;
  /** Lets running jobs finish (bounded), then closes the transport. Leaves the database open. */
  stop: () => Promise<void>;
};

export type MailPlatformOptions = {
  database: Database;
  settings: MailSettings;
  /** Overrides the transport chosen from `settings` (tests). */
  mailer?: Mailer;
  /** Overrides the retry policy of the mail queue (tests use short delays). */
  retry?: QueueOptions;
};

export async function startMailPlatform({
  database,
  settings,
  mailer,
  retry,
}: MailPlatformOptions): Promise<MailPlatform> {
  const transport = mailer ?? createMailer(settings);
  const jobs = await startJobs(database);
  try {
    const mail = await startMailQueue({ db: database.db, jobs, mailer: transport, retry });
    return {
      mail,
      jobs,
      mailer: transport,
      logTo: jobs.logTo,
      async stop() {
        await jobs.stop();
        await transport.close();
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
