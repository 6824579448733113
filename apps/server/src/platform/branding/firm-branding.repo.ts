import type { Db } from '../db/schema.ts';

/**
 * The firm's name, look and sender (one row, seeded by its migration). Platform code, because every e-mail reads
 * it (platform/mail) as well as the settings feature, and platform never imports a feature. Read on every use,
 * never cached: another server process may have just changed it.
 */
export const readFirmBranding = (db: Db) =>
  db
    .selectFrom('firm_branding')
    .select(['firm_name', 'primary_color', 'support_email', 'sender_name', 'logo_type', 'logo_version', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
export type FirmBrandingRow = Awaited<ReturnType<typeof readFirmBranding>>;
