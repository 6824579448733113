import { z } from 'zod';
import type { TNotificationKind } from './notifications.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * How each person hears of their notifications by e-mail (issue 32, part 5). The app always shows them; only
 * the e-mail follows these choices. Kinds are grouped into a few categories people understand; a category is
 * e-mailed `instant` (one e-mail per notification, held during the person's quiet hours), in one `daily` digest
 * at the person's digest hour, or `off`. Account-security e-mails (sign-in codes, password resets, new devices,
 * invitations) are not notifications: they always go at once.
 */
export const NOTIFICATION_CATEGORIES = ['requests', 'documents', 'tax_payroll', 'signatures', 'messages'] as const;
export const ZNotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type TNotificationCategory = z.infer<typeof ZNotificationCategory>;

export const EMAIL_DELIVERIES = ['instant', 'daily', 'off'] as const;
export const ZEmailDelivery = z.enum(EMAIL_DELIVERIES);
export type TEmailDelivery = z.infer<typeof ZEmailDelivery>;

/**
 * The category of each kind's e-mail. null: a kind never e-mailed on its own (an upload folds into the app's
 * list, staff hear of them in the morning digest; a firm message is its own bulk e-mail).
 */
export const NOTIFICATION_CATEGORY: Record<TNotificationKind, TNotificationCategory | null> = {
  SALES_TAX_SUBMITTED: 'tax_payroll',
  SALES_TAX_PROCESSED: 'tax_payroll',
  PAYROLL_SUBMITTED: 'tax_payroll',
  FILES_UPLOADED: null,
  PUSH_MESSAGE: null,
  REQUEST_CREATED: 'requests',
  REQUEST_SUBMITTED: 'requests',
  REQUEST_RETURNED: 'requests',
  REQUEST_ACCEPTED: 'requests',
  REQUEST_RECEIVED: 'requests',
  FILE_NEEDS_ATTENTION: 'documents',
  SIGNING_REQUESTED: 'signatures',
  SIGNING_COMPLETED: 'signatures',
  ENVELOPE_COMPLETED: 'signatures',
  // E-mail in: staff are told in the app only (the files are in the company's folders, and in the morning digest).
  EMAIL_RECEIVED: null,
  EMAIL_HELD: null,
  // Messages (issue 34): a conversation people answer, so each person chooses how it reaches them.
  MESSAGE_RECEIVED: 'messages',
};

/** The categories each side hears about: staff are never asked to look at a file of their own firm. */
export const CATEGORIES_OF_AUDIENCE = {
  staff: ['requests', 'tax_payroll', 'signatures', 'messages'],
  client: ['requests', 'documents', 'tax_payroll', 'signatures', 'messages'],
} as const satisfies Record<string, readonly TNotificationCategory[]>;

/** The firm's defaults when it has set none: every notification e-mailed at once; digests at 07:00. */
export const DEFAULT_DIGEST_HOUR = 7;

const zHour = (message: string) => z.number(message).int(message).min(0, message).max(23, message);
const digestHour = zHour(VALIDATION_MESSAGES.digestHourRange);
const quietHour = zHour(VALIDATION_MESSAGES.quietHourRange);

const perCategory = <T extends z.ZodType>(value: T) =>
  z.strictObject({ requests: value, documents: value, tax_payroll: value, signatures: value, messages: value });

/**
 * GET/PUT /firm-settings/notifications ('manage firm settings'): the delivery of each category for everyone who
 * has not chosen their own, and the hour (firm time) digests go at for those who have not chosen theirs.
 */
export const ZFirmNotificationDefaults = z.strictObject({
  email: perCategory(ZEmailDelivery),
  digest_hour: digestHour,
});
export type TFirmNotificationDefaults = z.infer<typeof ZFirmNotificationDefaults>;

/**
 * No at-once e-mail leaves from `from` (inclusive) to `until` (exclusive), in the firm's time zone; one that
 * falls inside waits for `until`. A span may run over midnight (22 → 7).
 */
export const ZQuietHours = z
  .strictObject({ from: quietHour, until: quietHour })
  .refine((hours) => hours.from !== hours.until, { message: VALIDATION_MESSAGES.quietHoursSame, path: ['until'] });
export type TQuietHours = z.infer<typeof ZQuietHours>;

/**
 * GET /auth/me/notification-preferences: the caller's own choices. `email[category]` null follows the firm's
 * default (`firm`); `categories` are those the caller hears about; `digest_hour` null is the firm's.
 * `staff_digest` is the staff morning digest of their clients (null for a client user): on by default for an
 * Admin or Processor who looks after clients. `time_zone`: the zone hours are counted in (the firm's).
 */
export const ZMyNotificationPreferences = z.object({
  email: perCategory(ZEmailDelivery.nullable()),
  firm: ZFirmNotificationDefaults,
  categories: z.array(ZNotificationCategory),
  quiet_hours: ZQuietHours.nullable(),
  digest_hour: digestHour.nullable(),
  staff_digest: z.boolean().nullable(),
  time_zone: z.string(),
});
export type TMyNotificationPreferences = z.infer<typeof ZMyNotificationPreferences>;

/**
 * PUT /auth/me/notification-preferences: the whole set at once (null: the firm's default; `quiet_hours` null:
 * none). `staff_digest` left out keeps what it was (a client's is ignored).
 */
export const ZUpdateMyNotificationPreferences = z.strictObject({
  email: perCategory(ZEmailDelivery.nullable()),
  quiet_hours: ZQuietHours.nullable(),
  digest_hour: digestHour.nullable(),
  staff_digest: z.boolean().optional(),
});
export type TUpdateMyNotificationPreferences = z.input<typeof ZUpdateMyNotificationPreferences>;
