import type { TResponsibleFilter, TSalesTaxStatus } from '@ledgerport/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { dayText, moneyText, nullableDayText, nullableMoneyText } from '../../platform/db/exact-values.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { responsibleCondition } from '../../platform/db/responsible-filter.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import { couldMatchMonthText, tenantIdsNamed } from '../../platform/db/tenant-name-search.ts';
import { monthRangeOf } from './month-search.ts';

/** Every record with its tenant's name and its sender's name; money and days as exact text. */
function records(db: Db) {
  // Full table names, no aliases: paginate() types the query against DB's own tables.
  return db
    .selectFrom('sales_tax_records')
    .innerJoin('tenants', 'tenants.id', 'sales_tax_records.tenant_id')
    .innerJoin('users', 'users.id', 'sales_tax_records.submitted_by')
    .select([
      'sales_tax_records.id',
      'sales_tax_records.tenant_id',
      'tenants.name as tenant_name',
      moneyText('sales_tax_records.sale_amount').as('sale_amount'),
      moneyText('sales_tax_records.collected_tax_amount').as('collected_tax_amount'),
      nullableMoneyText('sales_tax_records.payable_tax_amount').as('payable_tax_amount'),
      dayText('sales_tax_records.sale_month_date').as('sale_month_date'),
      dayText('sales_tax_records.submitted_date').as('submitted_date'),
      nullableDayText('sales_tax_records.process_date').as('process_date'),
      'sales_tax_records.status',
      'sales_tax_records.superseded_by',
      'users.name as submitted_by_name',
      'sales_tax_records.created_at',
      'sales_tax_records.updated_at',
    ]);
}
export type SalesTaxRow = Awaited<ReturnType<ReturnType<typeof records>['executeTakeFirstOrThrow']>>;

export const findRecord = (db: Db, id: string) => records(db).where('sales_tax_records.id', '=', id).executeTakeFirst();

export type SalesTaxFilter = {
  tenantId?: string;
  search?: string;
  status?: TSalesTaxStatus;
  /** "My clients" (issue 16): the records of the tenants one staff member is responsible for. */
  responsible?: { filter: TResponsibleFilter; callerId: string };
};

/**
 * One page, newest sale month first, then newest submission. `search` matches the month as 'YYYY-MM' and,
 * across every tenant, the tenant's name.
 */
export function listRecords(db: Kysely<DB>, filter: SalesTaxFilter, page: PageRequest) {
  let query = records(db)
    .orderBy('sales_tax_records.sale_month_date', 'desc')
    .orderBy('sales_tax_records.created_at', 'desc')
    .orderBy('sales_tax_records.id');
  if (filter.tenantId) query = query.where('sales_tax_records.tenant_id', '=', filter.tenantId);
  if (filter.status) query = query.where('sales_tax_records.status', '=', filter.status);
  if (filter.responsible) {
    const { filter: who, callerId } = filter.responsible;
    query = query.where(responsibleCondition('tenants.responsible_staff_id', who, callerId));
  }
  if (filter.search) {
    const search = filter.search;
    const pattern = containsPattern(search);
    const monthText = sql<string>`to_char(sales_tax_records.sale_month_date, 'YYYY-MM')`;
    const months = monthRangeOf(search);
    // Each arm on sales_tax_records alone, so indexes serve it: the tenant-name arm takes the matching tenants'
    // ids first; a term that starts a month ("2026-03") is a range of the order index's sale_month_date. The
    // month arm is left out when the term cannot match a month (the same rows either way).
    query = query.where((eb) =>
      eb.or([
        ...(months
          ? [
              eb.and([
                eb('sales_tax_records.sale_month_date', '>=', months.from),
                eb('sales_tax_records.sale_month_date', '<', months.to),
              ]),
            ]
          : []),
        ...(months === undefined && couldMatchMonthText(search) ? [eb(monthText, 'ilike', pattern)] : []),
        ...(filter.tenantId ? [] : [eb('sales_tax_records.tenant_id', '=', tenantIdsNamed(db, pattern))]),
      ]),
    );
  }
  return paginate(db, query, page);
}

/**
 * Makes concurrent submissions for one tenant and month take turns until their transactions end, so the
 * second sees (and supersedes) the first. A transaction-scoped advisory lock: released at commit or rollback,
 * and it blocks no other tenant, month or table.
 */
export async function lockTenantMonth(trx: Transaction<DB>, tenantId: string, month: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sales-tax:${tenantId}:${month}`}, 0))`.execute(trx);
}

/** Marks the month's live records (SUBMITTED or PROCESSED) as replaced by `byId`. */
export const supersedeMonth = (trx: Transaction<DB>, tenantId: string, month: string, byId: string) =>
  trx
    .updateTable('sales_tax_records')
    .set({ status: 'SUPERSEDED', superseded_by: byId, updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('sale_month_date', '=', month)
    .where('status', '<>', 'SUPERSEDED')
    .execute();

export const insertRecord = (
  trx: Transaction<DB>,
  record: {
    id: string;
    tenantId: string;
    saleAmount: string;
    collectedTaxAmount: string;
    saleMonth: string;
    submittedDate: string;
    submittedBy: string;
  },
) =>
  trx
    .insertInto('sales_tax_records')
    .values({
      id: record.id,
      tenant_id: record.tenantId,
      sale_amount: record.saleAmount,
      collected_tax_amount: record.collectedTaxAmount,
      sale_month_date: record.saleMonth,
      submitted_date: record.submittedDate,
      submitted_by: record.submittedBy,
    })
    .execute();

/** The record's status, locked until the transaction ends (a submission superseding it waits, or goes first). */
export const lockRecord = (trx: Transaction<DB>, id: string) =>
  trx
    .selectFrom('sales_tax_records')
    .select(['id', 'tenant_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const markProcessed = (
  trx: Transaction<DB>,
  id: string,
  update: { payableTaxAmount: string; processDate: string; processedBy: string },
) =>
  trx
    .updateTable('sales_tax_records')
    .set({
      status: 'PROCESSED',
      payable_tax_amount: update.payableTaxAmount,
      process_date: update.processDate,
      processed_by: update.processedBy,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();

/** Submissions received in [start, end), any status, across every tenant (the dashboard's count). */
export async function countCreatedBetween(db: Kysely<DB>, start: Date, end: Date): Promise<number> {
  const row = await db
    .selectFrom('sales_tax_records')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * The live record of each of `tenantIds`' sale months in [from, through] (issue 30: a request made for a month
 * already sent is fulfilled at once). One range of the (tenant_id, sale_month_date) live-month key per tenant.
 */
export const liveMonthsOf = (db: Db, query: { tenantIds: string[]; from: string; through: string }) =>
  db
    .selectFrom('sales_tax_records')
    .select(['id', 'tenant_id', 'submitted_by', sql<string>`to_char(sale_month_date, 'YYYY-MM-01')`.as('month')])
    .where(sql<boolean>`tenant_id = any(${query.tenantIds}::uuid[])`)
    .where('status', '<>', 'SUPERSEDED')
    .where('sale_month_date', '>=', query.from)
    .where('sale_month_date', '<=', query.through)
    .execute();
