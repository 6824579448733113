import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from '../../../test/build-test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startOutboundPlatform, type OutboundPlatform } from '../../platform/outbound/outbound-platform.ts';
import { createClock, type Clock, type SettableClock } from '../../platform/time/clock.ts';
import { sendDueReminders, type ReminderRunDeps } from './request-reminder-run.ts';

/**
 * The firm day the reminder tests revolve around, far enough ahead that a due date around it is never in the
 * past for the app (whose own clock sits at 03:00 UTC on APP_DAY: inside the default quiet hours, 21–7, so
 * the app's own scheduled runs send nothing while a test calls the run itself at the instants it chooses).
 */
export const APP_DAY = '2030-06-01';
export const DUE = '2030-06-20';

export type ReminderTestContext = TestContext & { clock: SettableClock; platform: OutboundPlatform };

/** The whole app on a fresh database, with the outbound queues and the firm's clock in the test's hands. */
export function useReminderTestApp(env: Record<string, string> = {}): ReminderTestContext {
  const ctx = {} as ReminderTestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(import.meta.dirname, '../../../../../data/test-unused'),
      WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
      STAFF_MFA_REQUIRED: 'false',
      ...env,
    });
    ctx.platform = await startOutboundPlatform({ database: ctx.database, settings: config });
    ctx.platform.logTo({ error: () => {}, warn: () => {} });
    ctx.clock = createClock(config.firmTimeZone);
    ctx.clock.set(new Date(`${APP_DAY}T03:00:00Z`));
    ctx.app = await buildApp({
      config,
      database: ctx.database,
      secrets: { jwtSecret: 'x'.repeat(48) },
      outbound: ctx.platform,
      clock: ctx.clock,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.platform?.stop();
    await ctx.database?.close();
  });
  return ctx;
}

/** A clock stopped at `iso` (firm time zone UTC unless given). */
export const clockAt = (iso: string, timeZone = 'UTC'): Clock => ({ timeZone, now: () => new Date(iso) });

/** One reminder run at `iso`, with the app's own mail and SMS queues. */
export const runAt = (ctx: ReminderTestContext, iso: string, extra: Partial<ReminderRunDeps> = {}) =>
  sendDueReminders({
    db: ctx.database.db,
    channels: { mail: ctx.platform.mail, sms: ctx.platform.sms, publicUrl: 'http://localhost:3000' },
    clock: clockAt(iso),
    ...extra,
  });

/** The reminder e-mails queued so far (nudges included when asked), oldest first. */
export const reminderMails = (ctx: TestContext, prefix = 'request-reminder:') =>
  ctx.database.db
    .selectFrom('outbox_messages')
    .select(['to_address', 'subject', 'text_body', 'html_body', 'locale', 'idempotency_key'])
    .where('idempotency_key', 'like', `${prefix}%`)
    .orderBy('seq')
    .execute();
