import { z } from 'zod';
import { ZLocale } from './locales.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export { DEFAULT_FIRM_NAME, DEFAULT_PRIMARY_COLOR } from './firm-branding-constants.ts';

/** Raster images only: an SVG is a document that can carry script, and the logo is shown to everyone. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TLogoType = (typeof LOGO_TYPES)[number];
/** A logo is a small picture for a 32 px top bar, not a poster. */
export const LOGO_MAX_BYTES = 256 * 1024;

export const ZHexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, VALIDATION_MESSAGES.colorHex)
  .transform((value) => value.toLowerCase());

/** GET/PUT /settings/firm ('manage firm settings'): every value the firm sets, as stored. */
export const ZFirmSettings = z.object({
  firm_name: z.string(),
  primary_color: z.string(),
  support_email: z.string().nullable(),
  /**
   * The display name of the From header of every e-mail; the address stays the server's MAIL_FROM. Null: the
   * name MAIL_FROM gives (the operator's choice, "Ledgerport" by default).
   */
  sender_name: z.string().nullable(),
  /** Where the logo is served (public), or null when the firm has none. Changes whenever the logo does. */
  logo_url: z.string().nullable(),
  /** Days a deletion stays in the trash before it is removed for good; null: the server's default (below). */
  trash_retention_days: z.number().int().nullable(),
  /** The server's TRASH_RETENTION_DAYS: what applies while the firm has not set its own. */
  trash_retention_default_days: z.number().int(),
  /** The firm's language: invitations are written in it unless staff choose the invitee's (English by default). */
  default_locale: ZLocale,
  updated_at: z.iso.datetime().nullable(),
});
export type TFirmSettings = z.infer<typeof ZFirmSettings>;

const ZName = (message: string) => z.string().trim().min(1, message).max(100);

export const TRASH_RETENTION_MIN_DAYS = 1;
export const TRASH_RETENTION_MAX_DAYS = 3650;

export const ZUpdateFirmSettingsRequest = z.strictObject({
  firm_name: ZName(VALIDATION_MESSAGES.firmNameRequired),
  primary_color: ZHexColor,
  support_email: z
    .union([z.email(VALIDATION_MESSAGES.emailInvalid).max(254), z.literal('').transform(() => null)])
    .nullable(),
  sender_name: z.union([z.string().trim().max(100), z.null()]).transform((value) => value || null),
  /** Null: back to the server's default. Left out: unchanged (callers from before the setting existed). */
  trash_retention_days: z
    .number()
    .int(VALIDATION_MESSAGES.trashRetentionDays)
    .min(TRASH_RETENTION_MIN_DAYS, VALIDATION_MESSAGES.trashRetentionDays)
    .max(TRASH_RETENTION_MAX_DAYS, VALIDATION_MESSAGES.trashRetentionDays)
    .nullable()
    .optional(),
  /** Left out: unchanged (callers from before the setting existed). */
  default_locale: ZLocale.optional(),
});
/** What a form sends (an empty support address allowed). */
export type TUpdateFirmSettingsRequest = z.input<typeof ZUpdateFirmSettingsRequest>;
/** What the server keeps after the schema: trimmed, colour in lower case, no support address as null. */
export type TFirmSettingsUpdate = z.output<typeof ZUpdateFirmSettingsRequest>;

/** GET /branding (no session): what the login page and the shell need before anyone signs in. */
export const ZPublicBranding = z.object({
  firm_name: z.string(),
  primary_color: z.string(),
  logo_url: z.string().nullable(),
  support_email: z.string().nullable(),
  /** The firm's language: what an invitation form offers first for the invitee. */
  default_locale: ZLocale,
});
export type TPublicBranding = z.infer<typeof ZPublicBranding>;
