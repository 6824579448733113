import type { TComplianceSummary, TRetentionRule } from '@ledgerport/contract';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Clock } from '../../platform/time/clock.ts';
import type { RetentionService } from '../records/retention.service.ts';
import { incidentsFound, mfaPolicy } from './compliance.repo.ts';
import type { ComplianceService } from './compliance.service.ts';
import { writeReportPdf, type ReportText } from './report-pdf.ts';

const INCIDENTS_LISTED = 200;
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : 'never');
const share = (c: { enrolled: number; total: number }) =>
  `${c.enrolled} of ${c.total}${c.total ? ` (${Math.round((100 * c.enrolled) / c.total)} %)` : ''}`;

function safeguardLines(figures: TComplianceSummary): string[] {
  return [
    `Multi-factor authentication, staff: ${share(figures.mfa.staff)} enrolled.`,
    `Multi-factor authentication, clients: ${share(figures.mfa.clients)} enrolled.`,
    `Accounts with no sign-in for 90 days: ${figures.inactive_accounts}.`,
    `Last access review: ${day(figures.last_access_review?.at)}${figures.last_access_review?.actor_name ? ` by ${figures.last_access_review.actor_name}` : ''}.`,
    `Last backup: ${day(figures.last_backup?.at)}. Last restore drill: ${day(figures.last_restore_drill?.at)}.`,
    `Disposals recorded: ${figures.disposals.done}; documents past their retention now: ${figures.disposals.due}${figures.disposals.due_capped ? ' or more' : ''}.`,
    `Changes to the firm's settings in the last 90 days: ${figures.settings_changes}.`,
    `Open incidents: ${figures.open_incidents}.`,
  ];
}

const scheduleLines = (rules: TRetentionRule[]) =>
  rules.map(
    (r) =>
      `${r.record_class}: ${r.years} years after ${r.basis === 'TAX_YEAR_END' ? "the tax year's end" : "the company's last activity"} (${r.source}).`,
  );

/**
 * The reports of the compliance centre (issue 35, item 6), built from the same live figures: the Qualified
 * Individual's annual written report to the board or owners (16 CFR 314.4(i)) and the firm's written information
 * security plan in the outline of IRS Publication 5708. Each download is on the audit trail.
 */
export function createComplianceReportsService(deps: {
  db: Db;
  audited: Audited;
  clock: Pick<Clock, 'now'>;
  compliance: ComplianceService;
  retention: RetentionService;
}) {
  const { db, audited, clock, compliance, retention } = deps;

  const facts = async (actor: Principal) => {
    const [figures, branding, policy, schedule] = await Promise.all([
      compliance.figures(),
      readFirmBranding(db),
      mfaPolicy(db),
      retention.schedule(actor),
    ]);
    return { figures, firm: branding.firm_name, policy, schedule: schedule.data };
  };

  return {
    annualReport: (actor: Principal, year?: number) => {
      const now = clock.now();
      const reportYear = year ?? now.getUTCFullYear();
      return audited(
        auditActorOf(actor),
        { action: 'COMPLIANCE_REPORT', tenantId: null, target: `compliance-report:${reportYear}` },
        async () => {
          requireFirmPermission(actor, 'view compliance');
          const { figures, firm, schedule } = await facts(actor);
          const incidents = await incidentsFound(
            db,
            new Date(Date.UTC(reportYear, 0, 1)),
            new Date(Date.UTC(reportYear + 1, 0, 1)),
            INCIDENTS_LISTED,
          );
          const report: ReportText = {
            title: `Annual report of the Qualified Individual, ${reportYear}`,
            subtitle: `${firm}. Written under the FTC Safeguards Rule, 16 CFR 314.4(i). Figures as of ${figures.as_of}, computed from the portal's live data.`,
            sections: [
              {
                heading: 'Overall status of the information security program',
                lines: safeguardLines(figures),
              },
              {
                heading: 'Risk assessment and material matters',
                lines: [
                  'Risks were assessed against the safeguards above: access control and MFA, inactive accounts, backups and restore drills, retention and disposal of customer information, and incidents.',
                  figures.mfa.staff.enrolled < figures.mfa.staff.total
                    ? 'Material matter: not every staff account has a second factor (16 CFR 314.4(c)(5)).'
                    : 'Every staff account has a second factor.',
                ],
              },
              {
                heading: `Security events and incidents in ${reportYear}`,
                lines: incidents.length
                  ? incidents.map(
                      (i) =>
                        `${i.found_at.toISOString().slice(0, 10)}: ${i.title} (${i.status}; FTC notified ${day(i.ftc_notified_at?.toISOString())}; Stakeholder Liaison told ${day(i.liaison_notified_at?.toISOString())}).`,
                    )
                  : ['No incident was recorded.'],
              },
              { heading: 'Retention and disposal of customer information', lines: scheduleLines(schedule) },
              {
                heading: 'Recommendations',
                lines: [
                  'Keep every account with access under MFA, review access at least once a year, take and test backups, and dispose of records past their retention.',
                ],
              },
            ],
          };
          return { fileName: `annual-report-${reportYear}.pdf`, bytes: await writeReportPdf(report, now) };
        },
      );
    },

    wisp: (actor: Principal) =>
      audited(auditActorOf(actor), { action: 'WISP_EXPORT', tenantId: null, target: 'wisp' }, async () => {
        requireFirmPermission(actor, 'view compliance');
        const now = clock.now();
        const { figures, firm, policy, schedule } = await facts(actor);
        const report: ReportText = {
          title: `Written Information Security Plan: ${firm}`,
          subtitle: `Following the outline of IRS Publication 5708. Facts as of ${figures.as_of}.`,
          sections: [
            {
              heading: '1. Purpose',
              lines: [
                `This plan describes how ${firm} protects the taxpayer and customer information it holds, as the FTC Safeguards Rule (16 CFR 314) and IRS Publication 4557 require of a tax professional.`,
              ],
            },
            {
              heading: '2. Scope',
              lines: [
                "Every client record, document, message and account held in the firm's client portal and its backups.",
              ],
            },
            {
              heading: '3. Responsible people',
              lines: [
                'Qualified Individual: the person the firm designates to run this program (the annual report is theirs).',
                'SuperAdmin and Admin staff hold the permission to view compliance, manage personal data and retention.',
              ],
            },
            { heading: '4. Risk assessment', lines: safeguardLines(figures) },
            {
              heading: '5. Safeguards',
              lines: [
                `Multi-factor authentication is ${policy?.staff_mfa_required ? 'required' : 'not required'} for staff and ${policy?.client_mfa_required ? 'required' : 'not required'} for clients.`,
                `Staff enrolled: ${share(figures.mfa.staff)}; clients enrolled: ${share(figures.mfa.clients)}.`,
                'Every change and access is written to an append-only audit trail; passwords are stored as argon2id hashes.',
                `Backups: last taken ${day(figures.last_backup?.at)}; last restore drill ${day(figures.last_restore_drill?.at)}.`,
              ],
            },
            { heading: '6. Retention and disposal', lines: scheduleLines(schedule) },
            {
              heading: '7. Employee management and training',
              lines: [
                `Access is reviewed periodically; last review ${day(figures.last_access_review?.at)}. Accounts silent for 90 days: ${figures.inactive_accounts}.`,
                'Staff are trained on this plan when they join and yearly.',
              ],
            },
            {
              heading: '8. Incident response',
              lines: [
                `Incidents are recorded in the portal's incident register (open now: ${figures.open_incidents}); the affected companies and people are computed from the audit trail.`,
                'The FTC is notified within 30 days of discovery when 500 or more consumers are affected (16 CFR 314.4(j)); the IRS Stakeholder Liaison is told of any data theft.',
              ],
            },
            {
              heading: '9. Plan review',
              lines: ['This plan is reviewed at least once a year and after any material change or incident.'],
            },
          ],
        };
        return { fileName: 'wisp.pdf', bytes: await writeReportPdf(report, now) };
      }),
  };
}
export type ComplianceReportsService = ReturnType<typeof createComplianceReportsService>;
