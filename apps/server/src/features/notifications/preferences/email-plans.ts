import {
  EMAIL_DELIVERIES,
  NOTIFICATION_CATEGORIES,
  type TEmailDelivery,
  type TFirmNotificationDefaults,
  type TNotificationCategory,
  type TQuietHours,
} from '@ledgerport/contract';
import type { Db } from '../../../platform/db/schema.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { firmHourOf } from '../../../platform/time/clock.ts';
import { isQuietHour, nextFirmHour } from '../../../platform/time/firm-day.ts';
import { readNotificationDefaults, readPreferencesOf, type PreferenceRow } from './notification-preferences.repo.ts';

/** What becomes of one notification's e-mail for its recipient. */
export type EmailPlan =
  /** Sent now, or held until `notBefore` (the end of their quiet hours). */
  | { delivery: 'instant'; notBefore: Date | null }
  /** Waits for their digest at `dueAt`. */
  | { delivery: 'daily'; dueAt: Date }
  | { delivery: 'off' };

const isDelivery = (value: unknown): value is TEmailDelivery =>
  (EMAIL_DELIVERIES as readonly unknown[]).includes(value);

/** A stored choice per category; anything else (a category added later, a bad value) is "not chosen". */
export function storedChoices(stored: Record<string, unknown>): Partial<Record<TNotificationCategory, TEmailDelivery>> {
  const choices: Partial<Record<TNotificationCategory, TEmailDelivery>> = {};
  for (const category of NOTIFICATION_CATEGORIES) {
    const value = stored[category];
    if (isDelivery(value)) choices[category] = value;
  }
  return choices;
}

/** The firm's defaults as stored, every category filled in ('instant' where the firm never chose). */
export function firmDefaultsOf(row: {
  email: Record<string, unknown>;
  digest_hour: number;
}): TFirmNotificationDefaults {
  const chosen = storedChoices(row.email);
  const email = Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, chosen[category] ?? 'instant']),
  ) as TFirmNotificationDefaults['email'];
  return { email, digest_hour: row.digest_hour };
}

export const quietHoursOf = (row: Pick<PreferenceRow, 'quiet_from' | 'quiet_until'> | undefined): TQuietHours | null =>
  row && row.quiet_from !== null && row.quiet_until !== null ? { from: row.quiet_from, until: row.quiet_until } : null;

/** A person's delivery of `category`: their own choice, else the firm's. */
export const deliveryFor = (
  category: TNotificationCategory,
  own: Pick<PreferenceRow, 'email'> | undefined,
  firm: TFirmNotificationDefaults,
): TEmailDelivery => (own ? storedChoices(own.email)[category] : undefined) ?? firm.email[category];

/** The hour (firm time) a person's digest goes at: theirs, else the firm's. */
export const digestHourFor = (own: Pick<PreferenceRow, 'digest_hour'> | undefined, firm: TFirmNotificationDefaults) =>
  own?.digest_hour ?? firm.digest_hour;

/**
 * Each person's plan for an e-mail of `category` now (the firm's clock): `instant` unless they or the firm chose
 * otherwise; held to the end of their quiet hours when now falls inside them; a daily one due at their next
 * digest hour. Two reads, whatever the number of people.
 */
export async function planEmails(
  db: Db,
  userIds: string[],
  category: TNotificationCategory,
  clock: Clock,
): Promise<Map<string, EmailPlan>> {
  const firm = firmDefaultsOf(await readNotificationDefaults(db));
  const own = new Map((await readPreferencesOf(db, userIds)).map((row) => [row.user_id, row]));
  const now = clock.now();
  const hour = firmHourOf(now, clock.timeZone);
  const plans = new Map<string, EmailPlan>();
  for (const userId of userIds) {
    const row = own.get(userId);
    const delivery = deliveryFor(category, row, firm);
    if (delivery === 'off') plans.set(userId, { delivery });
    else if (delivery === 'daily') {
      plans.set(userId, { delivery, dueAt: nextFirmHour(now, digestHourFor(row, firm), clock.timeZone) });
    } else {
      const quiet = quietHoursOf(row);
      const held = quiet && isQuietHour(hour, quiet.from, quiet.until);
      plans.set(userId, { delivery, notBefore: held ? nextFirmHour(now, quiet.until, clock.timeZone) : null });
    }
  }
  return plans;
}
