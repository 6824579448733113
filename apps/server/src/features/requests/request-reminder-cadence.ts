import type { TReminderCadence } from '@ledgerport/contract';
import { addDays } from './request-periods.ts';

/**
 * What a cadence means on the firm day `today`: the due dates whose requests are reminded of today (before,
 * on, after), and the last due date a reminder lists (the furthest "before" day; overdue ones are always in).
 */
export function cadenceOn(cadence: TReminderCadence, today: string) {
  const triggers = new Set([
    ...cadence.before_days.map((days) => addDays(today, days)),
    ...(cadence.on_due_day ? [today] : []),
    ...cadence.after_days.map((days) => addDays(today, -days)),
  ]);
  return { triggers, listUntil: addDays(today, Math.max(0, ...cadence.before_days)) };
}

/**
 * Whether `hour` (0–23, firm time) is inside the quiet hours [from, until); they may wrap midnight (21 → 7).
 * Equal hours: no quiet hours.
 */
export function isQuietHour(hour: number, from: number, until: number): boolean {
  if (from === until) return false;
  return from < until ? hour >= from && hour < until : hour >= from || hour < until;
}
