import {
  CATEGORIES_OF_AUDIENCE,
  NOTIFICATION_CATEGORIES,
  type TFirmNotificationDefaults,
  type TMyNotificationPreferences,
  type TUpdateMyNotificationPreferences,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../../platform/audit/audited.ts';
import { diffChanges } from '../../../platform/audit/changes.ts';
import type { Principal } from '../../../platform/auth/guards.ts';
import type { Db } from '../../../platform/db/schema.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { nextFirmHour } from '../../../platform/time/firm-day.ts';
import { digestHourFor, firmDefaultsOf, quietHoursOf, storedChoices } from './email-plans.ts';
import {
  lockNotificationDefaults,
  moveWaitingDigest,
  readNotificationDefaults,
  readOwnPreferences,
  writeNotificationDefaults,
  writeOwnPreferences,
  type PreferenceRow,
} from './notification-preferences.repo.ts';
import { looksAfterClients, staffDigestByDefault } from './staff-digest-default.ts';

type Flat = Record<string, string | number | boolean | null>;
/** What the trail shows: each category's delivery, then the hours, as plain values. */
const emailView = (email: Partial<Record<string, string | null>>): Flat =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [`email_${category}`, email[category] ?? null]));
const FIRM_FIELDS = [...NOTIFICATION_CATEGORIES.map((c) => `email_${c}`), 'digest_hour'];
const OWN_FIELDS = [...FIRM_FIELDS, 'quiet_hours', 'staff_digest'];
const firmView = (d: TFirmNotificationDefaults): Flat => ({ ...emailView(d.email), digest_hour: d.digest_hour });
const ownView = (row: PreferenceRow | undefined): Flat => {
  const quiet = quietHoursOf(row);
  return {
    ...emailView(row ? storedChoices(row.email) : {}),
    digest_hour: row?.digest_hour ?? null,
    quiet_hours: quiet ? `${quiet.from}–${quiet.until}` : null,
    staff_digest: row?.staff_digest ?? null,
  };
};

/**
 * How people hear of their notifications by e-mail: each person's own choices (GET/PUT
 * /auth/me/notification-preferences, anyone signed in) and the firm's defaults (GET/PUT
 * /firm-settings/notifications, 'manage firm settings'). Each change is one NOTIFICATION_SETTINGS_CHANGE event with
 * what changed, committed with it. Hours are counted in the firm's time zone (users have no zone of their own).
 */
export function createNotificationPreferencesService(deps: { db: Db; audited: Audited; clock: Clock }) {
  const { db, audited, clock } = deps;

  async function mine(actor: Principal, db0: Db = db): Promise<TMyNotificationPreferences> {
    const { userId, audience, staffRoles } = actor.access;
    const [firmRow, own] = await Promise.all([readNotificationDefaults(db0), readOwnPreferences(db0, userId)]);
    const choices = own ? storedChoices(own.email) : {};
    const staffDigest =
      audience === 'staff'
        ? (own?.staff_digest ?? staffDigestByDefault(staffRoles, await looksAfterClients(db0, userId)))
        : null;
    return {
      email: {
        requests: choices.requests ?? null,
        documents: choices.documents ?? null,
        tax_payroll: choices.tax_payroll ?? null,
        signatures: choices.signatures ?? null,
        messages: choices.messages ?? null,
      },
      firm: firmDefaultsOf(firmRow),
      categories: [...CATEGORIES_OF_AUDIENCE[audience]],
      quiet_hours: quietHoursOf(own),
      digest_hour: own?.digest_hour ?? null,
      staff_digest: staffDigest,
      time_zone: clock.timeZone,
    };
  }

  return {
    getMine: (actor: Principal) => mine(actor),

    updateMine(actor: Principal, input: TUpdateMyNotificationPreferences): Promise<TMyNotificationPreferences> {
      const userId = actor.access.userId;
      const target = `user:${userId}:notifications`;
      const subject = { action: 'NOTIFICATION_SETTINGS_CHANGE', tenantId: null, target } as const;
      return audited(auditActorOf(actor), subject, async (scope) =>
        db.transaction().execute(async (trx) => {
          const before = await readOwnPreferences(trx, userId);
          const email: Record<string, string> = {};
          for (const [category, delivery] of Object.entries(input.email)) if (delivery) email[category] = delivery;
          const staffDigest = actor.access.audience === 'staff' ? input.staff_digest : undefined;
          await writeOwnPreferences(trx, userId, {
            email,
            quiet_from: input.quiet_hours?.from ?? null,
            quiet_until: input.quiet_hours?.until ?? null,
            digest_hour: input.digest_hour,
            staff_digest: staffDigest === undefined ? (before?.staff_digest ?? null) : staffDigest,
          });
          const after = await readOwnPreferences(trx, userId);
          // A new digest hour takes what already waits with it: it goes at the next such hour.
          const firm = firmDefaultsOf(await readNotificationDefaults(trx));
          if (digestHourFor(before, firm) !== digestHourFor(after, firm)) {
            await moveWaitingDigest(trx, userId, nextFirmHour(clock.now(), digestHourFor(after, firm), clock.timeZone));
          }
          scope.changes = diffChanges(ownView(before), ownView(after), OWN_FIELDS);
          await scope.recordIn(trx);
          return mine(actor, trx);
        }),
      );
    },

    async getFirm(actor: Principal): Promise<TFirmNotificationDefaults> {
      requireFirmPermission(actor, 'manage firm settings');
      return firmDefaultsOf(await readNotificationDefaults(db));
    },

    updateFirm(actor: Principal, input: TFirmNotificationDefaults): Promise<TFirmNotificationDefaults> {
      const target = 'firm:notification-defaults';
      const subject = { action: 'NOTIFICATION_SETTINGS_CHANGE', tenantId: null, target } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        requireFirmPermission(actor, 'manage firm settings');
        return db.transaction().execute(async (trx) => {
          const before = firmDefaultsOf(await lockNotificationDefaults(trx));
          await writeNotificationDefaults(trx, input, actor.access.userId);
          scope.changes = diffChanges(firmView(before), firmView(input), FIRM_FIELDS);
          await scope.recordIn(trx);
          return firmDefaultsOf(await readNotificationDefaults(trx));
        });
      });
    },
  };
}
export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
