import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TestContext } from '../../../test/build-test-app.ts';
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
  const holder = {} as { clock: SettableClock; platform: OutboundPlatform };
  const ctx = useTestApp(undefined, env, async (config, database) => {
    holder.platform = await startOutboundPlatform({ database, settings: config });
    holder.platform.logTo({ error: () => {}, warn: () => {} });
    holder.clock = createClock(config.firmTimeZone);
    holder.clock.set(new Date(`${APP_DAY}T03:00:00Z`));
    return { outbound: holder.platform, clock: holder.clock };
  }) as ReminderTestContext;
  beforeAll(() => {
    ctx.clock = holder.clock;
    ctx.platform = holder.platform;
  });
  // Registered after useTestApp's: runs before it, so the queues stop while the database is still open.
  afterAll(async () => {
    await holder.platform?.stop();
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
