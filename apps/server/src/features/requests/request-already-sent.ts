import { recordAuditEvents } from '../../platform/audit/audit-recorder.ts';
import type { Db } from '../../platform/db/schema.ts';
import { addMonths } from './request-periods.ts';
import { markDoneBySubmission, openSubmissionRequests } from './request-fulfilment.repo.ts';

/** One month a tenant already submitted: 'YYYY-MM-01', the submission ('sales-tax:<uuid>') and its sender. */
export type SubmittedMonth = { tenantId: string; month: string; submission: string; submittedBy: string | null };

/**
 * How the requests feature reads what was submitted, answered by the sales-tax and payroll services (app.ts
 * wires them; this feature never reads their tables): the months in [from, through] each tenant sent.
 */
export type SubmittedMonthsLookup = (
  db: Db,
  query: { tenantIds: string[]; from: string; through: string },
) => Promise<SubmittedMonth[]>;
export type SubmissionLookups = Record<'SALES_TAX' | 'PAYROLL', SubmittedMonthsLookup>;

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The month starts m with period_start <= m <= period_end: the months fulfilRequestsForMonth would match. */
function monthsIn(start: string, end: string): string[] {
  const months: string[] = [];
  let month = monthOf(start) < start ? addMonths(monthOf(start), 1) : monthOf(start);
  for (; month <= end; month = addMonths(month, 1)) months.push(month);
  return months;
}

/**
 * Issue 30: of the requests just made (`requestIds`, in the creating transaction), the OPEN sales-tax and
 * payroll ones whose period holds a month the tenant ALREADY submitted become DONE at once, naming the
 * submission (`fulfilled_by`) and on the audit trail (REQUEST_FULFIL, its sender as the actor, the submission
 * as the detail). The rule is the one a later submission follows (fulfilRequestsForMonth): a sales-tax record
 * fulfils its sale month, a payroll run the month it ends in. Set-based, whatever the number of requests: one
 * read of the requests, one read per kind through its feature's service, one UPDATE, the events in multi-row
 * inserts. Every creation path calls it: one-off and series create, the series job, template runs. Answers the
 * ids made DONE.
 */
export async function fulfilAlreadySent(db: Db, lookups: SubmissionLookups, requestIds: string[]) {
  const requests = await openSubmissionRequests(db, requestIds);
  const matched: { id: string; ref: string; by: string | null }[] = [];
  for (const kind of ['SALES_TAX', 'PAYROLL'] as const) {
    const ofKind = requests.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    const query = {
      tenantIds: [...new Set(ofKind.map((r) => r.tenant_id))],
      from: ofKind.map((r) => monthOf(r.period_start)).reduce((a, b) => (a < b ? a : b)),
      through: ofKind.map((r) => r.period_end).reduce((a, b) => (a > b ? a : b)),
    };
    const sent = new Map((await lookups[kind](db, query)).map((s) => [`${s.tenantId} ${s.month}`, s]));
    for (const request of ofKind) {
      const month = monthsIn(request.period_start, request.period_end).find((m) =>
        sent.has(`${request.tenant_id} ${m}`),
      );
      const submission = month && sent.get(`${request.tenant_id} ${month}`);
      if (submission) matched.push({ id: request.id, ref: submission.submission, by: submission.submittedBy });
    }
  }
  const done = await markDoneBySubmission(db, matched);
  const byId = new Map(matched.map((m) => [m.id, m]));
  await recordAuditEvents(
    db,
    done.map((row) => ({
      action: 'REQUEST_FULFIL',
      result: 'OK',
      actorUserId: byId.get(row.id)!.by,
      tenantId: row.tenant_id,
      target: `request:${row.id}`,
      ip: null,
      detail: byId.get(row.id)!.ref,
      changes: { status: { from: 'OPEN', to: 'DONE' } },
    })),
  );
  return new Set(done.map((row) => row.id));
}
