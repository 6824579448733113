import type { Selectable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { QueueOptions } from '../jobs/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Texter } from '../sms/texter.ts';
import type { OutboundTable } from './outbound-channel.ts';
import { startOutboundPlatform, type OutboundPlatform } from './outbound-platform.ts';

/** Retries without waiting, so a failing peer reaches FAILED within a few polls. */
export const FAST_RETRY: QueueOptions = { retryLimit: 2, retryDelay: 0, expireInSeconds: 60 };

export type OutboundTestContext = { database: Database; platform: OutboundPlatform };

export type OutboundTestOptions = {
  /** A channel's transport, created once the test file's own servers listen; none: the outbox driver. */
  mailer?: () => Mailer | undefined;
  texter?: () => Texter | undefined;
  /** A channel's retry policy; none: the production one. */
  mailRetry?: QueueOptions;
  smsRetry?: QueueOptions;
  /** How often idle workers look for jobs; none: the production interval. */
  pollingSeconds?: number;
};

/** A fresh database with the job queue and every channel's worker running in this process, for one test file. */
export function useOutboundPlatform(options: OutboundTestOptions): OutboundTestContext {
  const ctx = {} as OutboundTestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.platform = await startOutboundPlatform({
      database: ctx.database,
      settings: { smtpUrl: undefined, mailFrom: 'Ledgerport Test <no-reply@ledgerport.test>', twilio: undefined },
      mailer: options.mailer?.(),
      texter: options.texter?.(),
      mailRetry: options.mailRetry,
      smsRetry: options.smsRetry,
      pollingSeconds: options.pollingSeconds,
    });
    ctx.platform.logTo({ error: () => {}, warn: () => {} });
  });
  afterAll(async () => {
    await ctx.platform?.stop();
    await ctx.database?.close();
  });
  return ctx;
}

/** One stored message, every column, as the test's assertions read it. */
export const messageRow = <T extends OutboundTable>(
  ctx: OutboundTestContext,
  table: T,
  id: string,
): Promise<Selectable<DB[T]> | undefined> =>
  ctx.database.db
    .selectFrom(table as OutboundTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
