import {
  DISPOSALS_DUE_CAP,
  INACTIVE_ACCOUNT_DAYS,
  SETTINGS_CHANGES_DAYS,
  type TAuditAction,
  type TComplianceNoteRequest,
  type TComplianceSummary,
} from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { RetentionFacts } from '../records/retention-facts.service.ts';
import {
  countDisposalEvents,
  countEvents,
  inactiveAccounts,
  lastEvent,
  mfaCoverage,
  openIncidents,
} from './compliance.repo.ts';

const DAY_MS = 86_400_000;

/** What counts as a change of the firm's settings in the summary. */
export const SETTINGS_ACTIONS: readonly TAuditAction[] = [
  'FEATURE_SETTING_CHANGE',
  'FIRM_SETTING_CHANGE',
  'REMINDER_SETTINGS_CHANGE',
  'NOTIFICATION_SETTINGS_CHANGE',
  'RETENTION_RULE_CHANGE',
  'RETENTION_OVERRIDE_SET',
  'RETENTION_OVERRIDE_REMOVE',
];

const lastOf = (row: { at: Date; detail: string | null; actor_name: string | null } | undefined) =>
  row ? { at: row.at.toISOString(), actor_name: row.actor_name, detail: row.detail } : null;

/**
 * The compliance centre (issue 35, item 6): the figures a Qualified Individual reports, read live from the data
 * ('view compliance', SuperAdmin and Admin). The last backup comes from the BACKUP events `npm run backup`
 * writes; a restore replaces the database (its own trail with it), so a restore drill is recorded here by the
 * person who ran it (RESTORE_DRILL), as the access review's "review done" is (ACCESS_REVIEW_DONE).
 */
export function createComplianceService(deps: {
  db: Db;
  audited: Audited;
  clock: Pick<Clock, 'now'>;
  retentionFacts: RetentionFacts;
}) {
  const { db, audited, clock, retentionFacts } = deps;

  const summary = async (): Promise<TComplianceSummary> => {
    const now = clock.now();
    const [mfa, inactive, review, backup, drill, disposed, due, settings, incidents] = await Promise.all([
      mfaCoverage(db),
      inactiveAccounts(db, new Date(now.getTime() - INACTIVE_ACCOUNT_DAYS * DAY_MS)),
      lastEvent(db, 'ACCESS_REVIEW_DONE'),
      lastEvent(db, 'BACKUP'),
      lastEvent(db, 'RESTORE_DRILL'),
      countDisposalEvents(db),
      retentionFacts.dueUpTo(now, DISPOSALS_DUE_CAP),
      countEvents(db, SETTINGS_ACTIONS, new Date(now.getTime() - SETTINGS_CHANGES_DAYS * DAY_MS)),
      openIncidents(db),
    ]);
    return {
      as_of: now.toISOString(),
      mfa: {
        staff: { enrolled: mfa.staff_enrolled, total: mfa.staff },
        clients: { enrolled: mfa.enrolled - mfa.staff_enrolled, total: mfa.accounts - mfa.staff },
      },
      inactive_accounts: inactive,
      last_access_review: lastOf(review),
      last_backup: lastOf(backup),
      last_restore_drill: lastOf(drill),
      disposals: { done: disposed, due, due_capped: due >= DISPOSALS_DUE_CAP },
      settings_changes: settings,
      open_incidents: incidents,
    };
  };

  /** A step done by a person and recorded on the trail, what they did or changed in `detail`. */
  const recordStep = (actor: Principal, action: TAuditAction, target: string, request: TComplianceNoteRequest) =>
    audited(auditActorOf(actor), { action, tenantId: null, target }, async (scope) => {
      requireFirmPermission(actor, 'view compliance');
      scope.detail = request.note.trim();
    });

  return {
    /** The figures, for a caller already allowed (the reports build on them). */
    figures: summary,
    summary: async (actor: Principal) => {
      requireFirmPermission(actor, 'view compliance');
      return summary();
    },
    reviewDone: (actor: Principal, request: TComplianceNoteRequest) =>
      recordStep(actor, 'ACCESS_REVIEW_DONE', 'access-review', request),
    restoreDrill: (actor: Principal, request: TComplianceNoteRequest) =>
      recordStep(actor, 'RESTORE_DRILL', 'restore-drill', request),
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
