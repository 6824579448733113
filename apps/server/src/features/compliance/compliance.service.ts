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
  accountFigures,
  countDocumentsDisposed,
  countEvents,
  enrolledAccounts,
  lastEvent,
  openIncidents,
  staffFigures,
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

/** Figures are computed at most once per this many ms per server process (a change made here drops them). */
export const FIGURES_TTL_MS = 30_000;

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
  /** How long computed figures are served again (FIGURES_TTL_MS); 0 computes every time. */
  figuresTtlMs?: number;
}) {
  const { db, audited, clock, retentionFacts, figuresTtlMs = FIGURES_TTL_MS } = deps;
  // The last figures computed in this process, served again while fresh: counting every account, factor and
  // due document at 100,000 users costs more than a page should wait; `as_of` says when they were computed.
  let cached: { at: number; figures: Promise<TComplianceSummary> } | null = null;
  const fresh = () => {
    const now = clock.now().getTime();
    if (cached && now - cached.at >= 0 && now - cached.at < figuresTtlMs) return cached.figures;
    const figures = summary();
    cached = { at: now, figures };
    // A failed computation is not kept: the next request tries again.
    figures.catch(() => {
      if (cached?.figures === figures) cached = null;
    });
    return figures;
  };

  const summary = async (): Promise<TComplianceSummary> => {
    const now = clock.now();
    const [accounts, enrolled, staff, review, backup, drill, disposed, due, settings, incidents] = await Promise.all([
      accountFigures(db, new Date(now.getTime() - INACTIVE_ACCOUNT_DAYS * DAY_MS)),
      enrolledAccounts(db),
      staffFigures(db),
      lastEvent(db, 'ACCESS_REVIEW_DONE'),
      lastEvent(db, 'BACKUP'),
      lastEvent(db, 'RESTORE_DRILL'),
      countDocumentsDisposed(db),
      retentionFacts.dueUpTo(now, DISPOSALS_DUE_CAP),
      countEvents(db, SETTINGS_ACTIONS, new Date(now.getTime() - SETTINGS_CHANGES_DAYS * DAY_MS)),
      openIncidents(db),
    ]);
    return {
      as_of: now.toISOString(),
      mfa: {
        staff: { enrolled: staff.enrolled, total: staff.staff },
        clients: { enrolled: enrolled - staff.enrolled, total: accounts.accounts - staff.staff },
      },
      inactive_accounts: accounts.inactive,
      last_access_review: lastOf(review),
      last_backup: lastOf(backup),
      last_restore_drill: lastOf(drill),
      disposals: { done: disposed, due, due_capped: due >= DISPOSALS_DUE_CAP },
      settings_changes: settings,
      open_incidents: incidents,
    };
  };

  /** A step done by a person and recorded on the trail, what they did or changed in `detail`. */
  const recordStep = async (
    actor: Principal,
    action: TAuditAction,
    target: string,
    request: TComplianceNoteRequest,
  ) => {
    await audited(auditActorOf(actor), { action, tenantId: null, target }, async (scope) => {
      requireFirmPermission(actor, 'view compliance');
      scope.detail = request.note.trim();
    });
    cached = null;
  };

  return {
    /** The figures computed now, for a caller already allowed (the reports build on them). */
    figures: summary,
    summary: async (actor: Principal) => {
      requireFirmPermission(actor, 'view compliance');
      return fresh();
    },
    /** Drops the figures served again (an incident opened or closed, a review recorded). */
    invalidate: () => {
      cached = null;
    },
    reviewDone: (actor: Principal, request: TComplianceNoteRequest) =>
      recordStep(actor, 'ACCESS_REVIEW_DONE', 'access-review', request),
    restoreDrill: (actor: Principal, request: TComplianceNoteRequest) =>
      recordStep(actor, 'RESTORE_DRILL', 'restore-drill', request),
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
