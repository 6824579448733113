import { randomUUID } from 'node:crypto';
import type { TNudgeRequest, TNudgeResult } from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { firmDateOf } from '../../platform/time/firm-day.ts';
import { isFeatureOn } from '../feature-settings/feature-settings.service.ts';
import { requestState } from './request-errors.ts';
import { queueReminder, type ReminderChannels } from './request-reminder-message.ts';
import { activeMembersForReminders, openRequestsOfTenant } from './request-reminders.repo.ts';

/**
 * A one-off reminder sent by staff now ('manage requests'), outside the cadence and the quiet hours, to every
 * active member of the tenant, listing the chosen (or all) OPEN requests. It is not a day's reminder: it has
 * its own idempotency keys (one nudge id) and leaves the daily dedupe alone. One REQUEST_NUDGED event.
 */
export function createNudgeService(deps: { db: Db; audited: Audited; clock: Clock; channels: ReminderChannels }) {
  const { db, audited, clock, channels } = deps;
  return {
    nudge(actor: Principal, tenantId: string, input: TNudgeRequest): Promise<TNudgeResult> {
      const nudgeId = randomUUID();
      const subject = { action: 'REQUEST_NUDGED', tenantId, target: `tenant:${tenantId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage requests');
        return db.transaction().execute(async (trx) => {
          const requests = await openRequestsOfTenant(trx, tenantId, input.request_ids);
          if (requests.length === 0) throw requestState('not OPEN');
          const members = await activeMembersForReminders(trx, tenantId);
          const texts = (await isFeatureOn(trx, 'SMS_SENDING'))
            ? { firmName: (await readFirmBranding(trx)).firm_name }
            : null;
          const today = firmDateOf(clock.now(), clock.timeZone);
          const items = requests.map((r) => ({
            id: r.id,
            tenantId,
            tenantName: r.tenant_name,
            title: r.title,
            dueOn: r.due_on,
          }));
          for (const recipient of members) {
            const key = `request-nudge:${nudgeId}:${recipient.id}`;
            await queueReminder(trx, channels, { recipient, items, today, key, nudge: true, texts });
          }
          scope.detail = `nudge:${nudgeId}`;
          scope.changes = {
            requests: { from: null, to: requests.map((r) => r.id) },
            recipients: { from: null, to: members.length },
          };
          await scope.recordIn(trx);
          return { recipients: members.length, requests: requests.length };
        });
      });
    },
  };
}
export type NudgeService = ReturnType<typeof createNudgeService>;
