import type { Db } from '../db/schema.ts';

/**
 * The firm's name, look and sender (one row, seeded by its migration). Platform code, because every e-mail reads
 * it (platform/mail) as well as the settings feature, and platform never imports a feature. Read on every use,
 * never cached: another server process may have just changed it.
 */
export const readFirmBranding = (db: Db) =>
  db
    .selectFrom('firm_branding')
    .select([
      'firm_name',
      'primary_color',
      'support_email',
      'sender_name',
      'logo_type',
      'logo_version',
      'trash_retention_days',
      'default_locale',
      'updated_at',
    ])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
export type FirmBrandingRow = Awaited<ReturnType<typeof readFirmBranding>>;

/**
 * How many days a deletion stays in the trash: the firm's setting, else the server's TRASH_RETENTION_DAYS
 * (`fallback`). Platform code because the files feature (trash list, purge job) and the settings feature read it.
 */
export async function trashRetentionDays(db: Db, fallback: number): Promise<number> {
  const row = await db
    .selectFrom('firm_branding')
    .select('trash_retention_days')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.trash_retention_days ?? fallback;
}

/**
 * The firm's language: what an invitation is written in when staff chose none (a bulk import's owners). Platform
 * code because the invitations feature reads it as well as the settings feature.
 */
export async function firmLocale(db: Db): Promise<string> {
  const row = await db.selectFrom('firm_branding').select('default_locale').where('id', '=', 1).executeTakeFirst();
  return row?.default_locale ?? 'en';
}
