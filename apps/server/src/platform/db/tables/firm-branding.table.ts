import type { ColumnType } from 'kysely';

/** The firm's name, look and e-mail sender: one row, id 1, seeded with Ledgerport's defaults by its migration. */
export interface FirmBrandingTable {
  id: ColumnType<1, never, never>;
  firm_name: ColumnType<string, never, string>;
  primary_color: ColumnType<string, never, string>;
  support_email: ColumnType<string | null, never, string | null>;
  /** Null: the display name of MAIL_FROM. */
  sender_name: ColumnType<string | null, never, string | null>;
  logo: ColumnType<Buffer | null, never, Buffer | null>;
  logo_type: ColumnType<string | null, never, string | null>;
  /** Rises with every logo change: it is part of the logo's URL, so a browser never shows a stale cached one. */
  logo_version: ColumnType<number, never, number>;
  /** Days a deletion stays in the trash (1..3650); null: the server's TRASH_RETENTION_DAYS. */
  trash_retention_days: ColumnType<number | null, never, number | null>;
  /** The firm's language (en, es, de, it, ru): invitations are written in it unless staff choose another. */
  default_locale: ColumnType<string, never, string>;
  /** Issue 35: a disposal needs a second approver, not the first (migration 2026_12_09_0100). */
  disposal_second_approver: ColumnType<boolean, never, boolean>;
  /** Null while the row has its seeded values. */
  updated_at: ColumnType<Date | null, never, Date | string>;
  updated_by: ColumnType<string | null, never, string | null>;
}

export interface FirmBrandingTables {
  firm_branding: FirmBrandingTable;
}
