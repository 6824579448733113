import type { TRequestCadence, TRequestKind } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import type { Period } from './request-periods.ts';

/** Ids per `IN (...)` list, and rows per multi-row insert: well under PostgreSQL's 65,535 parameters. */
export const IDS_PER_QUERY = 5_000;

/** Of `ids`, the tenants that exist, with their status. */
export async function tenantStatuses(db: Db, ids: string[]) {
  const found: { id: string; status: number }[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const some = ids.slice(start, start + IDS_PER_QUERY);
    found.push(...(await db.selectFrom('tenants').select(['id', 'status']).where('id', 'in', some).execute()));
  }
  return found;
}

export const activeTenantIds = async (db: Db) =>
  (await db.selectFrom('tenants').select('id').where('status', '=', 1).orderBy('id').execute()).map((t) => t.id);

export const countActiveTenants = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('tenants')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

export type ItemToApply = {
  id: string;
  title: string;
  description: string;
  kind: TRequestKind;
  createdBy: string | null;
};

/** What every request and series made from a template item copies from it. */
const copiedFrom = (item: ItemToApply) => ({
  title: item.title,
  description: item.description,
  kind: item.kind,
  created_by: item.createdBy,
});

const asCreated = (rows: { id: string; tenant_id: string }[]) =>
  rows.map((r) => ({ tenantId: r.tenant_id, requestId: r.id }));

/** One-offs for each tenant; a tenant that already has this item's one-off due that day is skipped. */
export async function insertTemplateOneOffs(db: Db, item: ItemToApply, tenantIds: string[], dueOn: string) {
  if (tenantIds.length === 0) return [];
  return asCreated(
    await db
      .insertInto('document_requests')
      .values(
        tenantIds.map((tenantId) => ({
          tenant_id: tenantId,
          template_item_id: item.id,
          ...copiedFrom(item),
          due_on: dueOn,
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'template_item_id', 'due_on']).doNothing())
      .returning(['id', 'tenant_id'])
      .execute(),
  );
}

/** Series for each tenant from `firstPeriod`; a tenant with a live series of this item keeps it (skipped). */
export async function insertTemplateSeries(
  db: Db,
  item: ItemToApply & { cadence: TRequestCadence; dueDays: number },
  tenantIds: string[],
  firstPeriod: string,
) {
  if (tenantIds.length === 0) return [];
  return db
    .insertInto('request_series')
    .values(
      tenantIds.map((tenantId) => ({
        tenant_id: tenantId,
        template_item_id: item.id,
        ...copiedFrom(item),
        cadence: item.cadence,
        due_days: item.dueDays,
        first_period: firstPeriod,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'template_item_id']).where('cancelled_at', 'is', null).doNothing())
    .returning(['id', 'tenant_id'])
    .execute();
}

/**
 * The instances of each new series for `periods` (from the chosen first period through today's), as the series
 * job would make them; rows go IDS_PER_QUERY at a time (a backfilled year for 1,000 tenants is 12,000 rows).
 */
export async function insertSeriesInstances(
  db: Db,
  item: ItemToApply,
  series: { id: string; tenant_id: string }[],
  periods: Period[],
) {
  const rows = series.flatMap((s) =>
    periods.map((period) => ({
      tenant_id: s.tenant_id,
      series_id: s.id,
      ...copiedFrom(item),
      period_start: period.start,
      period_end: period.end,
      due_on: period.dueOn,
    })),
  );
  const made: { tenantId: string; requestId: string }[] = [];
  for (let start = 0; start < rows.length; start += IDS_PER_QUERY) {
    const inserted = await db
      .insertInto('document_requests')
      .values(rows.slice(start, start + IDS_PER_QUERY))
      .returning(['id', 'tenant_id'])
      .execute();
    made.push(...asCreated(inserted));
  }
  return made;
}
