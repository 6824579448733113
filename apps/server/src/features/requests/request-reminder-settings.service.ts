import type { TReminderSettings, TTenantReminderSettings } from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import {
  lockFirmReminderSettings,
  readFirmReminderSettings,
  readTenantReminderSettings,
  writeFirmReminderSettings,
  writeTenantReminderSettings,
} from './request-reminders.repo.ts';

type FirmRow = Awaited<ReturnType<typeof readFirmReminderSettings>>;
const presentFirm = (row: FirmRow): TReminderSettings => ({
  enabled: row.enabled,
  cadence: row.cadence,
  quiet_from: row.quiet_from,
  quiet_until: row.quiet_until,
});

/** The trail shows each list as text ("3, 7"): the audit change values are strings, numbers and flags. */
const days = (list: number[]) => list.join(', ');
const firmView = (s: TReminderSettings) => ({
  enabled: s.enabled,
  before_days: days(s.cadence.before_days),
  on_due_day: s.cadence.on_due_day,
  after_days: days(s.cadence.after_days),
  quiet_from: s.quiet_from,
  quiet_until: s.quiet_until,
});
const FIRM_FIELDS = ['enabled', 'before_days', 'on_due_day', 'after_days', 'quiet_from', 'quiet_until'] as const;
const tenantView = (s: TTenantReminderSettings) => ({
  enabled: s.enabled,
  cadence: s.cadence
    ? `before ${days(s.cadence.before_days)}; on due day ${s.cadence.on_due_day}; after ${days(s.cadence.after_days)}`
    : 'firm',
});
const TENANT_FIELDS = ['enabled', 'cadence'] as const;
const FOLLOWS_FIRM: TTenantReminderSettings = { enabled: true, cadence: null };

/**
 * The firm's reminder cadence and quiet hours, and a tenant's override ('manage requests'). Each change is one
 * REMINDER_SETTINGS_CHANGE event with what changed, committed with the change.
 */
/**
 * The firm's reminder cadence for other features' reminders (signing, issue 31): whether reminders are on and
 * which days around a due date they go. Read by a schedule, so no caller's permission is involved.
 */
export async function firmReminderCadence(db: Db) {
  const row = await readFirmReminderSettings(db);
  return { enabled: row.enabled, cadence: row.cadence };
}

export function createReminderSettingsService(deps: { db: Db; audited: Audited }) {
  const { db, audited } = deps;
  return {
    async getFirm(actor: Principal): Promise<TReminderSettings> {
      requireFirmPermission(actor, 'manage requests');
      return presentFirm(await readFirmReminderSettings(db));
    },

    updateFirm(actor: Principal, input: TReminderSettings): Promise<TReminderSettings> {
      const subject = { action: 'REMINDER_SETTINGS_CHANGE', tenantId: null, target: 'firm:request-reminders' } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        requireFirmPermission(actor, 'manage requests');
        return db.transaction().execute(async (trx) => {
          const before = presentFirm(await lockFirmReminderSettings(trx));
          await writeFirmReminderSettings(trx, input, actor.access.userId);
          scope.changes = diffChanges(firmView(before), firmView(input), FIRM_FIELDS);
          await scope.recordIn(trx);
          return presentFirm(await readFirmReminderSettings(trx));
        });
      });
    },

    async getTenant(actor: Principal, tenantId: string): Promise<TTenantReminderSettings> {
      await requireTenant(db, actor.access, tenantId, 'manage requests');
      return (await readTenantReminderSettings(db, tenantId)) ?? FOLLOWS_FIRM;
    },

    updateTenant(actor: Principal, tenantId: string, input: TTenantReminderSettings): Promise<TTenantReminderSettings> {
      const target = `tenant:${tenantId}:request-reminders`;
      const subject = { action: 'REMINDER_SETTINGS_CHANGE', tenantId, target } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage requests');
        return db.transaction().execute(async (trx) => {
          const before = (await readTenantReminderSettings(trx, tenantId)) ?? FOLLOWS_FIRM;
          await writeTenantReminderSettings(trx, tenantId, input, actor.access.userId);
          scope.changes = diffChanges(tenantView(before), tenantView(input), TENANT_FIELDS);
          await scope.recordIn(trx);
          return (await readTenantReminderSettings(trx, tenantId))!;
        });
      });
    },
  };
}
export type ReminderSettingsService = ReturnType<typeof createReminderSettingsService>;
