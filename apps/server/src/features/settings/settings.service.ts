import type { Readable } from 'node:stream';
import type { TFirmSettings, TFirmSettingsUpdate, TPublicBranding } from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { logoMissing, readLogoUpload } from './logo-image.ts';
import { presentFirmSettings, presentPublicBranding } from './settings.presenter.ts';
import { lockBranding, readLogo, replaceLogo, updateBranding } from './settings.repo.ts';

type BrandingState = Awaited<ReturnType<typeof lockBranding>>;

/** What the trail shows of the row: each text field, and the logo as its type and version ("image/png #3"). */
const auditView = (row: BrandingState) => ({
  firm_name: row.firm_name,
  primary_color: row.primary_color,
  support_email: row.support_email,
  sender_name: row.sender_name,
  logo: row.logo_type ? `${row.logo_type} #${row.logo_version}` : null,
  trash_retention_days: row.trash_retention_days,
  default_locale: row.default_locale,
});
const AUDITED_FIELDS = [
  'firm_name',
  'primary_color',
  'support_email',
  'sender_name',
  'logo',
  'trash_retention_days',
  'default_locale',
] as const;

/**
 * Where the firm's name, look and trash retention are changed. Every change is one FIRM_SETTING_CHANGE event with
 * its changes. `trashRetentionDefaultDays` is the server's TRASH_RETENTION_DAYS, shown beside the firm's own.
 */
export function createSettingsService({
  db,
  audited,
  trashRetentionDefaultDays,
}: {
  db: Kysely<DB>;
  audited: Audited;
  trashRetentionDefaultDays: number;
}) {
  const present = (row: Awaited<ReturnType<typeof readFirmBranding>>) =>
    presentFirmSettings(row, trashRetentionDefaultDays);
  /**
   * One audited change: the permission first (a refusal is on the trail as DENIED), then `prepare` (reading an
   * upload, outside any transaction), then `apply` with the row locked, its event committing with it.
   */
  const change = <P>(
    actor: Principal,
    target: string,
    prepare: () => Promise<P>,
    apply: (trx: Transaction<DB>, prepared: P) => Promise<void>,
  ) =>
    audited(auditActorOf(actor), { action: 'FIRM_SETTING_CHANGE', tenantId: null, target }, async (scope) => {
      requireFirmPermission(actor, 'manage firm settings');
      const prepared = await prepare();
      await db.transaction().execute(async (trx) => {
        const before = auditView(await lockBranding(trx));
        await apply(trx, prepared);
        scope.changes = diffChanges(before, auditView(await lockBranding(trx)), AUDITED_FIELDS);
        await scope.recordIn(trx);
      });
      return present(await readFirmBranding(db));
    });

  return {
    async get(): Promise<TFirmSettings> {
      return present(await readFirmBranding(db));
    },

    /** `input` as the route's schema left it: trimmed, the colour in lower case, an empty support address null. */
    update: (actor: Principal, input: TFirmSettingsUpdate) =>
      change(
        actor,
        'firm:branding',
        async () => input,
        (trx, values) => updateBranding(trx, values, actor.access.userId),
      ),

    /** A PNG, JPEG or WebP of at most LOGO_MAX_BYTES, checked by its bytes (logo-image.ts). */
    setLogo: (actor: Principal, nextFile: () => Promise<Readable | undefined>) =>
      change(
        actor,
        'firm:logo',
        async () => {
          const content = await nextFile();
          if (!content) throw logoMissing();
          return readLogoUpload(content);
        },
        (trx, logo) => replaceLogo(trx, logo, actor.access.userId),
      ),

    removeLogo: (actor: Principal) =>
      change(
        actor,
        'firm:logo',
        async () => null,
        (trx) => replaceLogo(trx, null, actor.access.userId),
      ),

    async publicBranding(): Promise<TPublicBranding> {
      return presentPublicBranding(await readFirmBranding(db));
    },

    /** The logo's bytes and type; 404 when the firm has none. */
    async logo(): Promise<{ bytes: Buffer; type: string }> {
      const row = await readLogo(db);
      if (!row.logo || !row.logo_type) throw notFound('Logo');
      return { bytes: row.logo, type: row.logo_type };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
