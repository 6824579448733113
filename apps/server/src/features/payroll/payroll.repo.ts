import { PAYROLL_PERIOD_TYPES, type TPayrollPeriodType, type TResponsibleFilter } from '@ledgerport/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { dayText, moneyText } from '../../platform/db/exact-values.ts';
import { responsibleCondition } from '../../platform/db/responsible-filter.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import { tenantIdsNamed } from '../../platform/db/tenant-name-search.ts';

/** Every submission with its tenant's and sender's names; money and days as exact text. */
function submissions(db: Db) {
  // Full table names, no aliases: paginate() types the query against DB's own tables.
  return db
    .selectFrom('payroll_submissions')
    .innerJoin('tenants', 'tenants.id', 'payroll_submissions.tenant_id')
    .innerJoin('users', 'users.id', 'payroll_submissions.submitted_by')
    .select([
      'payroll_submissions.id',
      'payroll_submissions.tenant_id',
      'tenants.name as tenant_name',
      moneyText('payroll_submissions.payroll_amount').as('payroll_amount'),
      'payroll_submissions.payroll_period_type',
      dayText('payroll_submissions.payroll_period_date_from').as('payroll_period_date_from'),
      dayText('payroll_submissions.payroll_period_date_to').as('payroll_period_date_to'),
      'payroll_submissions.file_name',
      'payroll_submissions.file_path',
      'users.name as submitted_by_name',
      'payroll_submissions.created_at',
    ]);
}
export type PayrollRow = Awaited<ReturnType<ReturnType<typeof submissions>['executeTakeFirstOrThrow']>>;

export const findSubmission = (db: Db, id: string) =>
  submissions(db).where('payroll_submissions.id', '=', id).executeTakeFirst();

/**
 * One page, newest period first, then newest submission. `search` matches the period type and the file name
 * and, across every tenant, the tenant's name.
 */
export type PayrollFilter = {
  tenantId?: string;
  search?: string;
  /** "My clients" (issue 16): the submissions of the tenants one staff member is responsible for. */
  responsible?: { filter: TResponsibleFilter; callerId: string };
};

export function listSubmissions(db: Kysely<DB>, filter: PayrollFilter, page: PageRequest) {
  let query = submissions(db)
    .orderBy('payroll_submissions.payroll_period_date_from', 'desc')
    .orderBy('payroll_submissions.created_at', 'desc')
    .orderBy('payroll_submissions.id');
  if (filter.tenantId) query = query.where('payroll_submissions.tenant_id', '=', filter.tenantId);
  if (filter.responsible) {
    const { filter: who, callerId } = filter.responsible;
    query = query.where(responsibleCondition('tenants.responsible_staff_id', who, callerId));
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // Each arm on payroll_submissions alone, so that a search for a file or tenant name is a BitmapOr of the
    // file-name trigram index and the tenant index (the tenants whose name matches found first by theirs). The
    // period types are four constants, matched here as ILIKE would (ASCII, the term taken literally); a term
    // that names one matches a quarter of all rows or more, which walking the list's order index finds at once.
    const term = filter.search.toLowerCase();
    const types = PAYROLL_PERIOD_TYPES.filter((type) => type.toLowerCase().includes(term));
    query = query.where((eb) =>
      eb.or([
        ...(types.length ? [eb('payroll_submissions.payroll_period_type', 'in', types)] : []),
        eb('payroll_submissions.file_name', 'ilike', pattern),
        ...(filter.tenantId ? [] : [eb('payroll_submissions.tenant_id', '=', tenantIdsNamed(db, pattern))]),
      ]),
    );
  }
  return paginate(db, query, page);
}

export const insertSubmission = (
  trx: Transaction<DB>,
  submission: {
    tenantId: string;
    amount: string;
    periodType: TPayrollPeriodType;
    from: string;
    to: string;
    file: { name: string; path: string; uploadId: string } | null;
    submittedBy: string;
  },
) =>
  trx
    .insertInto('payroll_submissions')
    .values({
      tenant_id: submission.tenantId,
      payroll_amount: submission.amount,
      payroll_period_type: submission.periodType,
      payroll_period_date_from: submission.from,
      payroll_period_date_to: submission.to,
      file_name: submission.file?.name ?? null,
      file_path: submission.file?.path ?? null,
      upload_id: submission.file?.uploadId ?? null,
      submitted_by: submission.submittedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/**
 * Per tenant of `tenantIds` and month, its latest submission whose period ENDS in that month, for the months
 * from `from` to before `before` (issue 30; the month rule is fulfilRequestsForMonth's). A period ending by
 * then also starts before then, which bounds the (tenant_id, payroll_period_date_from) index's range.
 */
export const monthsEndedIn = (db: Db, query: { tenantIds: string[]; from: string; before: string }) =>
  db
    .selectFrom('payroll_submissions')
    .distinctOn(['tenant_id', sql`date_trunc('month', payroll_period_date_to)`])
    .select(['id', 'tenant_id', 'submitted_by', sql<string>`to_char(payroll_period_date_to, 'YYYY-MM-01')`.as('month')])
    .where(sql<boolean>`tenant_id = any(${query.tenantIds}::uuid[])`)
    .where('payroll_period_date_to', '>=', query.from)
    .where('payroll_period_date_to', '<', query.before)
    .where('payroll_period_date_from', '<', query.before)
    .orderBy('tenant_id')
    .orderBy(sql`date_trunc('month', payroll_period_date_to)`)
    .orderBy('created_at', 'desc')
    .execute();
