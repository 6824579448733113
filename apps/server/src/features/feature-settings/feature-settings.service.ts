import {
  FEATURE_KEYS,
  type TFeatureFlags,
  type TFeatureKey,
  type TFeatureSetting,
  type TFeatureSettingList,
  type TFeatureStatus,
  type TUpdateFeatureSettingRequest,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, recordAlongside } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { presentFeatureSetting } from './feature-settings.presenter.ts';
import {
  findSetting,
  listSettings,
  lockSetting,
  readAllStatuses,
  readStatus,
  updateSetting,
  type SettingValues,
} from './feature-settings.repo.ts';

/**
 * How a refusal names the feature in English (the web names it in the user's language from the key). Fixed
 * here rather than read from settings_name, which the firm may rename to anything.
 */
const FEATURE_LABELS: Record<TFeatureKey, string> = {
  CLIENT_FILE_UPLOAD: 'Client file upload',
  SALES_TAX_SUBMISSION: 'Sales tax submission',
  PAYROLL_SUBMISSION: 'Payroll submission',
  SMS_SENDING: 'Text messaging',
  FIRM_EMAIL_NOTIFICATIONS: 'Firm e-mail notifications',
  BULK_NOTIFICATIONS: 'Bulk notifications',
  MESSAGES: 'Messages',
};

/** 403 FEATURE_DISABLED naming the key in `details`, so the web can say which feature in the user's language. */
const featureDisabled = (key: TFeatureKey) =>
  new AppError(403, 'FEATURE_DISABLED', `${FEATURE_LABELS[key]} is switched off by the firm`, [
    { field: 'feature', message: key },
  ]);

/**
 * Whether the firm has `key` switched on, read from the database on every call: several server processes may
 * run, and a switch flipped on one must hold on all at once, so nothing is cached. Works inside a transaction
 * (pass the trx), so a check and the writes it guards see the same snapshot. Given the request's `caller`, read
 * with its switches (caller.repo.ts, the same request's first statement), it answers from that read instead:
 * the switch as this request found it, one statement fewer on every guarded route.
 */
export async function isFeatureOn(db: Db, key: TFeatureKey, caller?: Pick<Principal, 'featuresOff'>): Promise<boolean> {
  if (caller?.featuresOff) return !caller.featuresOff.has(key);
  const row = await readStatus(db, key);
  // Every key is seeded by its migration and the table refuses others: a missing row is a broken database.
  if (!row) throw new Error(`Feature setting ${key} is missing from feature_settings`);
  return row.status === 1;
}

/**
 * Refuses with 403 FEATURE_DISABLED when `key` is switched off. Callers check it after authentication and
 * the permission / tenant boundary (a stranger still learns nothing, not even that a feature is off), and
 * before validating or reading what was sent (nothing is stored, no file is read). `caller`: as isFeatureOn.
 */
export async function assertFeatureOn(
  db: Db,
  key: TFeatureKey,
  caller?: Pick<Principal, 'featuresOff'>,
): Promise<void> {
  if (!(await isFeatureOn(db, key, caller))) throw featureDisabled(key);
}

const isFeatureKey = (key: string): key is TFeatureKey => (FEATURE_KEYS as readonly string[]).includes(key);

/** The key from a URL: an unknown one is 404, like any resource that does not exist. */
function knownKey(key: string): TFeatureKey {
  if (!isFeatureKey(key)) throw notFound('Feature setting');
  return key;
}

/** What an edit changed, field by field, for the audit trail; null when nothing did. */
const describeChanges = (before: SettingValues, after: SettingValues) =>
  diffChanges(before, after, ['settings_name', 'priority', 'remarks', 'status']);

export function createFeatureSettingsService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  async function read(from: Db, key: TFeatureKey): Promise<TFeatureSetting> {
    const row = await findSetting(from, key);
    if (!row) throw notFound('Feature setting');
    return presentFeatureSetting(row);
  }

  /**
   * Applies `next` over the stored values and records one audit event naming what changed, in one
   * transaction with the row locked. A change that changes nothing writes nothing (no audit, updated_by kept).
   */
  async function change(
    actor: Principal,
    rawKey: string,
    next: (before: SettingValues) => SettingValues,
  ): Promise<TFeatureSetting> {
    const key = knownKey(rawKey);
    return db.transaction().execute(async (trx) => {
      const before = await lockSetting(trx, key);
      if (!before) throw notFound('Feature setting');
      const after = next(before);
      const changes = describeChanges(before, after);
      if (changes) {
        await updateSetting(trx, key, after, actor.access.userId);
        const event = { action: 'FEATURE_SETTING_CHANGE', tenantId: null, target: `feature:${key}`, changes } as const;
        await recordAlongside(trx, auditActorOf(actor), event);
      }
      return read(trx, key);
    });
  }

  return {
    /** Every setting by priority (the caller holds 'manage feature settings' firm-wide: the route checks it). */
    async list(): Promise<TFeatureSettingList> {
      return { data: (await listSettings(db)).map(presentFeatureSetting) };
    },

    /** The edit modal: every field at once. */
    update: (actor: Principal, key: string, input: TUpdateFeatureSettingRequest) =>
      change(actor, key, () => ({ ...input })),

    /** The list's switch: the status only. */
    setStatus: (actor: Principal, key: string, status: TFeatureStatus) =>
      change(actor, key, (before) => ({ ...before, status })),

    /** Which features are on, for any signed-in user (the web hides what the server would refuse). */
    async flags(): Promise<TFeatureFlags> {
      const rows = await readAllStatuses(db);
      const flags = Object.fromEntries(FEATURE_KEYS.map((key) => [key, false])) as Record<TFeatureKey, boolean>;
      for (const row of rows) flags[row.key] = row.status === 1;
      return { flags };
    },
  };
}
export type FeatureSettingsService = ReturnType<typeof createFeatureSettingsService>;
