import { sql, type Transaction } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';

export type BrandingValues = {
  firm_name: string;
  primary_color: string;
  support_email: string | null;
  sender_name: string | null;
  /** Left out: unchanged. */
  trash_retention_days?: number | null | undefined;
  /** Left out: unchanged (callers from before the setting existed). */
  default_locale?: string | undefined;
};

/** The one row, locked until the transaction ends, so two editors' "what changed" never describe the same change. */
export const lockBranding = (trx: Transaction<DB>) =>
  trx
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
    ])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();

export async function updateBranding(trx: Transaction<DB>, values: BrandingValues, updatedBy: string): Promise<void> {
  await trx
    .updateTable('firm_branding')
    .set({ ...values, updated_by: updatedBy, updated_at: sql<Date>`now()` })
    .where('id', '=', 1)
    .execute();
}

/** A new logo (or none): the version rises, so its URL changes and no browser keeps showing the old one. */
export async function replaceLogo(
  trx: Transaction<DB>,
  logo: { bytes: Buffer; type: string } | null,
  updatedBy: string,
): Promise<void> {
  await trx
    .updateTable('firm_branding')
    .set({
      logo: logo?.bytes ?? null,
      logo_type: logo?.type ?? null,
      logo_version: sql<number>`logo_version + 1`,
      updated_by: updatedBy,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', 1)
    .execute();
}

export const readLogo = (db: Db) =>
  db.selectFrom('firm_branding').select(['logo', 'logo_type']).where('id', '=', 1).executeTakeFirstOrThrow();
