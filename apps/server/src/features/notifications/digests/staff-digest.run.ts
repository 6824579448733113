import { appUrl, paths } from '@ledgerport/contract';
import type { StaffDigestOverdue, StaffDigestSent } from '../../../platform/mail/templates/staff-digest.ts';
import { firmDateOf, startOfFirmHour } from '../../../platform/time/firm-day.ts';
import { firmDefaultsOf } from '../preferences/email-plans.ts';
import { readNotificationDefaults } from '../preferences/notification-preferences.repo.ts';
import { staffDigestByDefault } from '../preferences/staff-digest-default.ts';
import {
  claimStaffDigest,
  databaseNow,
  digestStaff,
  lastDigest,
  overdueRequests,
  payrollSent,
  requestsSubmitted,
  salesTaxSent,
  signaturesMade,
  uploadsByClient,
  type TenantCount,
  type Window,
} from './staff-digest.repo.ts';
import type { DigestRunDeps } from './notification-digest.run.ts';

/** Clients one digest names per list; the totals still count them all. */
const MAX_CLIENTS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type Staff = Awaited<ReturnType<typeof digestStaff>>[number];

/**
 * The staff morning digests due by now (the firm's clock; the window of what was sent is counted in the
 * database's time, which the rows were written in): for each staff member who gets one (their choice, or
 * on for an Admin or Processor who looks after clients) and whose digest hour has come today, one e-mail: what
 * their clients sent since the last digest (files their users uploaded, sales-tax, payroll and request
 * submissions, signatures) and their clients' overdue requests, company by company with counts and links. Nothing
 * to say: no e-mail. Each is one transaction that claims the firm day (staff_digests) and queues the e-mail, so
 * a re-run, a crash or a second instance never sends two. Answers how many were queued.
 */
export async function sendStaffDigests(deps: DigestRunDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = firmDateOf(now, clock.timeZone);
  const firm = firmDefaultsOf(await readNotificationDefaults(db));
  let sent = 0;
  const failures: unknown[] = [];
  for (const person of await digestStaff(db)) {
    const hasClients = Boolean(person.has_clients);
    const wanted = person.staff_digest ?? staffDigestByDefault(person.roles, hasClients);
    if (!wanted || !hasClients) continue;
    if (now < startOfFirmHour(today, person.digest_hour ?? firm.digest_hour, clock.timeZone)) continue;
    try {
      sent += await digestFor(deps, person, today);
    } catch (error) {
      deps.log?.error({ err: error, userId: person.id }, 'staff digest not sent');
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} staff digest(s) failed; ${sent} sent`);
  return sent;
}

/** Adds each tenant's count to `into[field]`. */
function tally<K extends 'uploads' | 'submissions' | 'signatures'>(
  into: Map<string, StaffDigestSent & { tenantId: string }>,
  field: K,
  counts: TenantCount[],
) {
  for (const row of counts) {
    const entry = into.get(row.tenant_id) ?? {
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      uploads: 0,
      submissions: 0,
      signatures: 0,
      link: '',
    };
    entry[field] += row.n;
    into.set(row.tenant_id, entry);
  }
}

const byName = (a: { tenantName: string }, b: { tenantName: string }) => a.tenantName.localeCompare(b.tenantName);

function digestFor(deps: DigestRunDeps, person: Staff, today: string): Promise<number> {
  const { db, publicUrl } = deps;
  return db.transaction().execute(async (trx) => {
    const last = await lastDigest(trx, person.id);
    // Made already today (the job runs every few minutes): nothing to count again.
    if (last?.firm_date === today) return 0;
    const until = await databaseNow(trx);
    const from = last?.covered_until ?? new Date(until.getTime() - DAY_MS);
    const window: Window = { staffId: person.id, from, until };
    const sentBy = new Map<string, StaffDigestSent & { tenantId: string }>();
    tally(sentBy, 'uploads', await uploadsByClient(trx, window));
    tally(sentBy, 'submissions', await salesTaxSent(trx, window));
    tally(sentBy, 'submissions', await payrollSent(trx, window));
    tally(sentBy, 'submissions', await requestsSubmitted(trx, window));
    tally(sentBy, 'signatures', await signaturesMade(trx, window));
    const overdueRows = await overdueRequests(trx, person.id, today);

    const sent = [...sentBy.values()].sort(byName);
    const overdue: StaffDigestOverdue[] = overdueRows
      .map((row) => ({
        tenantName: row.tenant_name,
        count: row.n,
        link: appUrl(publicUrl, paths.tenantRequests(row.tenant_id)),
      }))
      .sort(byName);
    const something = sent.length > 0 || overdue.length > 0;
    const claimed = await claimStaffDigest(trx, { staffId: person.id, firmDate: today, from, until, sent: something });
    if (!claimed || !something) return 0;

    const sum = (field: 'uploads' | 'submissions' | 'signatures') => sent.reduce((n, s) => n + s[field], 0);
    await deps.mail.enqueue(trx, {
      to: person.email,
      locale: person.locale,
      template: 'staff-digest',
      vars: {
        name: person.name,
        sent: sent.slice(0, MAX_CLIENTS).map(({ tenantId, ...s }) => ({
          ...s,
          link: appUrl(publicUrl, paths.company(tenantId, s.tenantName)),
        })),
        overdue: overdue.slice(0, MAX_CLIENTS),
        totals: {
          uploads: sum('uploads'),
          submissions: sum('submissions'),
          signatures: sum('signatures'),
          overdue: overdue.reduce((n, o) => n + o.count, 0),
        },
        moreSent: Math.max(0, sent.length - MAX_CLIENTS),
        moreOverdue: Math.max(0, overdue.length - MAX_CLIENTS),
        link: appUrl(publicUrl, paths.dashboard),
      },
      idempotencyKey: `staff-digest:${person.id}:${today}`,
    });
    return 1;
  });
}
