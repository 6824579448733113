import { MAX_REMINDER_OFFSET_DAYS } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAuditEvents } from '../../platform/audit/audit-recorder.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { crashPoint } from '../../platform/faults/crash-point.ts';
import { firmHourOf, type Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import { addDays } from './request-periods.ts';
import { cadenceOn, isQuietHour } from './request-reminder-cadence.ts';
import { queueReminder, type ReminderChannels, type ReminderListItem } from './request-reminder-message.ts';
import {
  claimDailyReminder,
  openRequestsOfPeople,
  readFirmReminderSettings,
  reminderCandidates,
  stillOpen,
  type ReminderRow,
} from './request-reminders.repo.ts';

export type ReminderRunDeps = {
  db: Db;
  channels: ReminderChannels;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** Tests: runs inside a person's transaction once their message is queued; a throw there rolls it all back. */
  afterQueued?: (userId: string) => void | Promise<void>;
  /** How many people's lists one read holds (tests: small, to cross a batch boundary with a few people). */
  peoplePerBatch?: number;
};

/** People whose lists are read at once: a run's memory is one batch's lists, not the firm's. */
const PEOPLE_PER_BATCH = 500;

const itemOf = (row: ReminderRow): ReminderListItem => ({
  id: row.id,
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  title: row.title,
  dueOn: row.due_on,
});

/**
 * The day's reminders: one message per person (an active member of an active tenant with reminders on) who has
 * an OPEN request due today by the tenant's cadence (or the firm's), listing every OPEN request of theirs due
 * within the cadence's window or overdue, across all their companies. Nothing during the quiet hours (firm
 * time): the first run after them sends the day's. Each person is one transaction that claims the day
 * (request_reminder_deliveries), queues the e-mail and text and records the audit event: a crash at any
 * point leaves all of it or none, so a re-run sends the rest and never twice. Answers how many were sent.
 *
 * Only a trigger day makes a reminder, and none lies further than MAX_REMINDER_OFFSET_DAYS from today: the run
 * first finds who has a request due on one (an index read of that span), then reads those people's lists a
 * batch at a time. The long-overdue requests a firm accumulates are read only as part of a reminded person's list.
 */
export async function sendDueReminders(deps: ReminderRunDeps): Promise<number> {
  const { db, clock } = deps;
  const settings = await readFirmReminderSettings(db);
  const now = clock.now();
  if (!settings.enabled) return 0;
  if (isQuietHour(firmHourOf(now, clock.timeZone), settings.quiet_from, settings.quiet_until)) return 0;
  const today = firmDateOf(now, clock.timeZone);

  const windows = new Map<string, ReturnType<typeof cadenceOn>>();
  const windowOf = (row: Pick<ReminderRow, 'tenant_id' | 'cadence'>) => {
    let window = windows.get(row.tenant_id);
    if (!window) windows.set(row.tenant_id, (window = cadenceOn(row.cadence ?? settings.cadence, today)));
    return window;
  };
  const triggers = (row: Pick<ReminderRow, 'tenant_id' | 'cadence' | 'due_on'>) =>
    windowOf(row).triggers.has(row.due_on);

  const span = [addDays(today, -MAX_REMINDER_OFFSET_DAYS), addDays(today, MAX_REMINDER_OFFSET_DAYS)] as const;
  const candidates = await reminderCandidates(db, span[0], span[1], today);
  const due = [...new Set(candidates.filter(triggers).map((c) => c.user_id))];
  if (due.length === 0) return 0;
  due.sort();
  const texts = (await isFeatureOn(db, 'SMS_SENDING')) ? { firmName: (await readFirmBranding(db)).firm_name } : null;

  let sent = 0;
  const failures: unknown[] = [];
  const perBatch = deps.peoplePerBatch ?? PEOPLE_PER_BATCH;
  for (let start = 0; start < due.length; start += perBatch) {
    const people = new Map<string, ReminderRow[]>();
    for (const row of await openRequestsOfPeople(db, due.slice(start, start + perBatch), span[1], today)) {
      if (row.due_on > windowOf(row).listUntil) continue;
      const rows = people.get(row.user_id) ?? [];
      rows.push(row);
      people.set(row.user_id, rows);
    }
    for (const [userId, rows] of people) {
      // What made them a candidate was fulfilled or cancelled since it was read: nothing to say.
      if (!rows.some(triggers)) continue;
      try {
        sent += await remindPerson(deps, { userId, rows, today, texts, triggers });
      } catch (error) {
        // One person's failure (an address the mail channel refuses) must not keep the others from theirs.
        deps.log?.error({ err: error, userId }, 'request reminder not sent');
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} reminder(s) failed; ${sent} sent`);
  return sent;
}

/** One person's reminder of the day, in one transaction: 1 when sent, 0 when there is nothing (more) to say. */
function remindPerson(
  deps: ReminderRunDeps,
  person: {
    userId: string;
    rows: ReminderRow[];
    today: string;
    texts: { firmName: string } | null;
    triggers: (row: ReminderRow) => boolean;
  },
): Promise<number> {
  const { userId, rows, today, texts, triggers } = person;
  return deps.db.transaction().execute(async (trx) => {
    const open = await stillOpen(
      trx,
      rows.map((r) => r.id),
    );
    const listed = rows.filter((row) => open.has(row.id));
    // Everything that made today a reminder day was fulfilled meanwhile: nothing to say.
    if (!listed.some(triggers)) return 0;
    if (!(await claimDailyReminder(trx, userId, today, listed.length))) return 0;
    const recipient = { ...rows[0]!, id: userId };
    const key = `request-reminder:${userId}:${today}`;
    await queueReminder(trx, deps.channels, {
      recipient,
      items: listed.map(itemOf),
      today,
      key,
      nudge: false,
      texts,
    });
    crashPoint('reminder-queued');
    await deps.afterQueued?.(userId);
    const tenants = [...new Set(listed.map((row) => row.tenant_id))];
    await recordAuditEvents(trx, [
      {
        action: 'REQUEST_REMINDED',
        result: 'OK',
        actorUserId: null,
        tenantId: tenants.length === 1 ? tenants[0]! : null,
        target: `user:${userId}`,
        ip: null,
        detail: `${listed.length} open request(s), ${today}`,
        changes: { requests: { from: null, to: listed.length }, tenants: { from: null, to: tenants } },
      },
    ]);
    return 1;
  });
}
