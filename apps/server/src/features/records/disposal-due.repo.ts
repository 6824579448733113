import { sql } from 'kysely';
import type { TRecordClass, TRetentionBasis } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

/** A document past its retention, as the disposal review (a later step of issue 35) will list it. */
export type DueDocument = {
  id: string;
  tenant_id: string;
  folder: string;
  name: string;
  record_class: TRecordClass;
  tax_year: number | null;
  basis: TRetentionBasis;
  years: number;
};

/**
 * The documents past their retention on `asOf`, at most `limit` of them, in no set order (the disposal job will
 * record them in its review and page through that). Each company's class follows exactly one rule: its own
 * (retention_overrides), else the firm's (retention_schedule). Never anything in the trash (the trash's own
 * retention ends it), nor anything held: a hold on the document or on its company.
 * - TAX_YEAR_END: due once `years` full years have passed after Dec 31 of the tax year (UTC calendar years). A
 *   document with no tax year counts from the end of the year it was filed: the latest its tax year can be, so it
 *   is never kept shorter than its rule asks. Read per class through documents_retention_idx (class, tax year,
 *   filing time): two ranges, the years before the bound and the undated ones filed before it.
 * - LAST_ACTIVITY: due once `years` have passed since the company's last activity, defined as the upload of its
 *   newest live document (one backward step of documents_recent_idx per company; a sign-in or a message without
 *   files is not activity on the records). Then the company's documents of that class, through its tenant index.
 */
export async function disposalDue(db: Db, asOf: Date, limit: number): Promise<DueDocument[]> {
  const year = asOf.getUTCFullYear();
  const columns = sql`d.id, d.tenant_id, d.folder, d.name, d.record_class, d.tax_year`;
  const { rows } = await sql<DueDocument>`
    with rules as (
      select null::uuid as tenant_id, record_class, basis, years from retention_schedule
      union all
      select tenant_id, record_class, basis, years from retention_overrides
    ),
    by_tax_year as (
      select ${columns}, r.basis, r.years
      from rules r
      cross join lateral (
        select ${columns} from documents d
        where d.deleted_at is null and d.record_class = r.record_class
          and d.tax_year <= ${year} - 1 - r.years
          and (r.tenant_id is null or d.tenant_id = r.tenant_id)
        union all
        select ${columns} from documents d
        where d.deleted_at is null and d.record_class = r.record_class and d.tax_year is null
          and d.created_at < make_date(${year} - r.years, 1, 1)
          and (r.tenant_id is null or d.tenant_id = r.tenant_id)
      ) d
      where r.basis = 'TAX_YEAR_END'
        and (r.tenant_id is not null or not exists (
          select 1 from retention_overrides o where o.tenant_id = d.tenant_id and o.record_class = r.record_class))
    ),
    activity as (
      select t.id as tenant_id, last.at
      from tenants t
      cross join lateral (
        select d.uploaded_at as at from documents d
        where d.tenant_id = t.id and d.deleted_at is null
        order by d.uploaded_at desc limit 1
      ) last
      where last.at < ${asOf}::timestamptz - make_interval(years => (
        select coalesce(min(years), 100) from rules where basis = 'LAST_ACTIVITY'))
    ),
    by_activity as (
      select ${columns}, r.basis, r.years
      from activity a
      join rules r on r.basis = 'LAST_ACTIVITY'
        and (r.tenant_id = a.tenant_id or (r.tenant_id is null and not exists (
          select 1 from retention_overrides o where o.tenant_id = a.tenant_id and o.record_class = r.record_class)))
        and a.at < ${asOf}::timestamptz - make_interval(years => r.years)
      cross join lateral (
        select ${columns} from documents d
        where d.tenant_id = a.tenant_id and d.deleted_at is null and d.record_class = r.record_class
        offset 0
      ) d
    ),
    due as (select * from by_tax_year union all select * from by_activity)
    select * from due
    where not exists (
      select 1 from legal_holds h
      where h.tenant_id = due.tenant_id and h.released_at is null
        and (h.document_id is null or h.document_id = due.id))
      and not exists (
        select 1 from disposal_items i
        where i.document_id = due.id and i.status in ('DUE', 'EXCLUDED', 'DISPOSING'))
    limit ${limit}`.execute(db);
  return rows;
}
