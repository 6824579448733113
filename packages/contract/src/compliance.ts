import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * The compliance centre (issue 35, item 6), for staff with 'view compliance' (SuperAdmin, Admin): the firm's
 * Safeguards figures computed from live data, the incident register and the reports (the Qualified Individual's
 * annual report, 16 CFR 314.4(i), and the WISP, IRS Publication 5708).
 */
export const INACTIVE_ACCOUNT_DAYS = 90;
/** 16 CFR 314.4(j) / 314.5: notify the FTC within 30 days of discovery when 500 or more consumers are affected. */
export const FTC_NOTICE_DAYS = 30;
export const FTC_NOTICE_THRESHOLD = 500;
/** How far back "settings changes" reach in the summary. */
export const SETTINGS_CHANGES_DAYS = 90;
/** The summary's `disposals.due` stops counting here ("1000 or more"). */
export const DISPOSALS_DUE_CAP = 1000;

const ZCoverage = z.object({ enrolled: z.number().int(), total: z.number().int() });
const ZLastEvent = z.object({ at: z.iso.datetime(), actor_name: z.string().nullable(), detail: z.string().nullable() });

export const ZComplianceSummary = z.object({
  as_of: z.iso.datetime(),
  mfa: z.object({ staff: ZCoverage, clients: ZCoverage }),
  /** Accounts that may sign in (not disabled) with no sign-in for 90 days (never signed in: since created). */
  inactive_accounts: z.number().int(),
  last_access_review: ZLastEvent.nullable(),
  last_backup: ZLastEvent.nullable(),
  last_restore_drill: ZLastEvent.nullable(),
  /** `done`: disposal events on the audit trail; `due`: documents past their retention now (capped, see `due_capped`). */
  disposals: z.object({ done: z.number().int(), due: z.number().int(), due_capped: z.boolean() }),
  /** Firm settings changed in the last SETTINGS_CHANGES_DAYS days (audit events, OK). */
  settings_changes: z.number().int(),
  open_incidents: z.number().int(),
});
export type TComplianceSummary = z.infer<typeof ZComplianceSummary>;

/** "Review done" (the access review) or a restore drill: what was done / changed, as the person says. */
export const ZComplianceNoteRequest = z.strictObject({
  note: z
    .string(VALIDATION_MESSAGES.remarksRequired)
    .trim()
    .min(1, VALIDATION_MESSAGES.remarksRequired)
    .max(4000, VALIDATION_MESSAGES.requestDescriptionTooLong),
});
export type TComplianceNoteRequest = z.infer<typeof ZComplianceNoteRequest>;

export const INCIDENT_STATUSES = ['OPEN', 'CLOSED'] as const;
export const ZIncidentStatus = z.enum(INCIDENT_STATUSES);

const title = z
  .string(VALIDATION_MESSAGES.requestTitleRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.requestTitleRequired)
  .max(200, VALIDATION_MESSAGES.requestTitleTooLong);
const notes = z.string().max(4000, VALIDATION_MESSAGES.requestDescriptionTooLong);
const moment = z.iso.datetime({ offset: true, message: VALIDATION_MESSAGES.dateInvalid });

/**
 * An incident and its scope. Affected companies and people are computed from the audit trail (the access log):
 * every event in [window_from, window_to] by `scope_user_uuid`, or from `scope_ip`, or in one of
 * `scope_tenant_uuids`; the companies those events touched are affected, and so is every client user of them.
 */
export const ZCreateIncidentRequest = z
  .strictObject({
    title,
    found_at: moment,
    notes: notes.optional(),
    window_from: moment,
    window_to: moment,
    scope_user_uuid: z.uuid().nullable().optional(),
    scope_ip: z.string().trim().max(64).nullable().optional(),
    scope_tenant_uuids: z.array(z.uuid()).max(1000).optional(),
  })
  .refine((r) => Date.parse(r.window_from) <= Date.parse(r.window_to), {
    path: ['window_to'],
    message: VALIDATION_MESSAGES.dateInvalid,
  });
export type TCreateIncidentRequest = z.infer<typeof ZCreateIncidentRequest>;

export const ZUpdateIncidentRequest = z.strictObject({
  title: title.optional(),
  notes: notes.optional(),
  status: ZIncidentStatus.optional(),
  ftc_notified_at: moment.nullable().optional(),
  liaison_notified_at: moment.nullable().optional(),
});
export type TUpdateIncidentRequest = z.infer<typeof ZUpdateIncidentRequest>;

export const ZIncident = z.object({
  uuid: z.uuid(),
  title: z.string(),
  found_at: z.iso.datetime(),
  status: ZIncidentStatus,
  notes: z.string(),
  window_from: z.iso.datetime(),
  window_to: z.iso.datetime(),
  scope_user_uuid: z.uuid().nullable(),
  scope_ip: z.string().nullable(),
  scope_tenant_uuids: z.array(z.uuid()),
  ftc_notified_at: z.iso.datetime().nullable(),
  liaison_notified_at: z.iso.datetime().nullable(),
  closed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type TIncident = z.infer<typeof ZIncident>;

/** An incident with what it reached, computed now from the audit trail, and the notice clocks. */
export const ZIncidentDetail = ZIncident.extend({
  affected: z.object({
    companies: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
    /** Client users of the affected companies (the consumers whose information may have been reached). */
    people: z.number().int(),
    /** True when the events read stopped at the cap: the figures are a lower bound. */
    truncated: z.boolean(),
  }),
  /** Set when people >= 500: found_at + 30 days (16 CFR 314.4(j)); null below the threshold. */
  ftc_notice_due_at: z.iso.datetime().nullable(),
  ftc_notice_overdue: z.boolean(),
  /** The IRS asks preparers to tell their Stakeholder Liaison of any data theft: true until it is recorded. */
  liaison_reminder: z.boolean(),
});
export type TIncidentDetail = z.infer<typeof ZIncidentDetail>;

export const ZIncidentQuery = ZPageQuery.extend({ status: ZIncidentStatus.optional() });
export type TIncidentQuery = z.input<typeof ZIncidentQuery>;
export const ZIncidentPage = zPage(ZIncident);
export type TIncidentPage = z.infer<typeof ZIncidentPage>;

export const ZComplianceReportQuery = z.strictObject({
  year: z.coerce.number(VALIDATION_MESSAGES.dateInvalid).int().min(2000).max(2200).optional(),
});
