import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * When clients are reminded of their OPEN requests (issue 16, item 3), counted in calendar days of the
 * firm's time zone around each request's due date: `before_days` before it, on the day itself when
 * `on_due_day`, and `after_days` after it. The firm sets one cadence; a tenant may override it. Offsets are
 * whole days from 1 to MAX_REMINDER_OFFSET_DAYS; a repeated offset in a list is refused rather than ignored,
 * so what the firm reads back is what it typed.
 */
export const MAX_REMINDER_OFFSET_DAYS = 60;
export const MAX_REMINDER_OFFSETS = 10;

const zOffsets = z
  .array(
    z
      .number(VALIDATION_MESSAGES.reminderOffsetRange)
      .int(VALIDATION_MESSAGES.reminderOffsetRange)
      .min(1, VALIDATION_MESSAGES.reminderOffsetRange)
      .max(MAX_REMINDER_OFFSET_DAYS, VALIDATION_MESSAGES.reminderOffsetRange),
  )
  .max(MAX_REMINDER_OFFSETS, VALIDATION_MESSAGES.reminderOffsetRange)
  .refine((days) => new Set(days).size === days.length, VALIDATION_MESSAGES.reminderOffsetRepeated);

export const ZReminderCadence = z.strictObject({
  before_days: zOffsets,
  on_due_day: z.boolean(),
  after_days: zOffsets,
});
export type TReminderCadence = z.infer<typeof ZReminderCadence>;

/** The firm's default: 3 days before the due date, on it, and 3 and 7 days after. */
export const DEFAULT_REMINDER_CADENCE: TReminderCadence = { before_days: [3], on_due_day: true, after_days: [3, 7] };

/** An hour of the day, 0–23, in the firm's time zone. */
const zHour = z
  .number(VALIDATION_MESSAGES.quietHourRange)
  .int(VALIDATION_MESSAGES.quietHourRange)
  .min(0, VALIDATION_MESSAGES.quietHourRange)
  .max(23, VALIDATION_MESSAGES.quietHourRange);

/**
 * GET/PUT /settings/request-reminders ('manage requests'): the firm's cadence, whether reminders are sent at
 * all, and its quiet hours: no reminder leaves from `quiet_from` (inclusive) to `quiet_until` (exclusive),
 * firm time; equal hours mean no quiet hours. A day's reminders wait for the end of the quiet hours.
 */
export const ZReminderSettings = z.strictObject({
  enabled: z.boolean(),
  cadence: ZReminderCadence,
  quiet_from: zHour,
  quiet_until: zHour,
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/**
 * GET/PUT /tenants/{tenantId}/request-reminders ('manage requests'): `cadence` null follows the firm's;
 * `enabled` false stops reminders for this tenant alone.
 */
export const ZTenantReminderSettings = z.strictObject({
  enabled: z.boolean(),
  cadence: ZReminderCadence.nullable(),
});
export type TTenantReminderSettings = z.infer<typeof ZTenantReminderSettings>;

/**
 * POST /tenants/{tenantId}/requests/nudge ('manage requests'): a one-off reminder now, outside the cadence and
 * the quiet hours, to every active member of the tenant, listing the given requests that are still OPEN
 * (none given: all the tenant's OPEN ones). Nothing OPEN among them → 409 REQUEST_STATE.
 */
export const ZNudgeRequest = z.strictObject({
  request_ids: z.array(z.uuid()).max(200).optional(),
});
export type TNudgeRequest = z.input<typeof ZNudgeRequest>;
export const ZNudgeResult = z.object({ recipients: z.number().int(), requests: z.number().int() });
export type TNudgeResult = z.infer<typeof ZNudgeResult>;
