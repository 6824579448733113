import type { TRequestCadence, TRequestKind } from '@ledgerport/contract';
import { sql } from 'kysely';
import { dayText, nullableDayText } from '../../platform/db/exact-values.ts';
import type { Db } from '../../platform/db/schema.ts';

export type NewSeries = {
  tenantId: string;
  title: string;
  description: string;
  kind: TRequestKind;
  cadence: TRequestCadence;
  dueDays: number;
  firstPeriod: string;
  lastPeriod: string | null;
  createdBy: string;
};

export const insertSeries = async (db: Db, s: NewSeries): Promise<string> =>
  (
    await db
      .insertInto('request_series')
      .values({
        tenant_id: s.tenantId,
        title: s.title,
        description: s.description,
        kind: s.kind,
        cadence: s.cadence,
        due_days: s.dueDays,
        first_period: s.firstPeriod,
        last_period: s.lastPeriod,
        created_by: s.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A live series, locked until the caller's transaction ends (a cancel and the job making a period take
 * turns), with the start of the latest period it has made. Undefined when it is gone or cancelled.
 */
export async function lockLiveSeries(db: Db, id: string) {
  const series = await db
    .selectFrom('request_series')
    .select([
      'id',
      'tenant_id',
      'title',
      'description',
      'kind',
      'cadence',
      'due_days',
      dayText('first_period').as('first_period'),
      nullableDayText('last_period').as('last_period'),
    ])
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!series) return undefined;
  const latest = await db
    .selectFrom('document_requests')
    .select(sql<string | null>`to_char(max(period_start), 'YYYY-MM-DD')`.as('made_through'))
    .where('series_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...series, madeThrough: latest.made_through };
}
export type LockedSeries = NonNullable<Awaited<ReturnType<typeof lockLiveSeries>>>;

/** Live series whose tenant is active and whose last period (if any) has not been made: the job's work list. */
export const liveSeriesIds = async (db: Db) =>
  (
    await db
      .selectFrom('request_series')
      .innerJoin('tenants', 'tenants.id', 'request_series.tenant_id')
      .select('request_series.id')
      .where('request_series.cancelled_at', 'is', null)
      .where('tenants.status', '=', 1)
      .orderBy('request_series.id')
      .execute()
  ).map((r) => r.id);

export const findSeriesTenant = (db: Db, id: string) =>
  db.selectFrom('request_series').select(['id', 'tenant_id', 'cancelled_at']).where('id', '=', id).executeTakeFirst();

/** Stops the series and cancels its OPEN instances; answers their ids. */
export async function cancelSeries(db: Db, id: string, userId: string): Promise<string[]> {
  await db
    .updateTable('request_series')
    .set({ cancelled_at: sql<Date>`now()`, cancelled_by: userId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  const cancelled = await db
    .updateTable('document_requests')
    .set({
      status: 'CANCELLED',
      decided_at: sql<Date>`now()`,
      decided_by: userId,
      revision: sql<number>`revision + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('series_id', '=', id)
    // A submitted one waits for the firm's answer: what the client sent is not thrown away with the series.
    .where('status', '=', 'OPEN')
    .returning('id')
    .execute();
  return cancelled.map((r) => r.id);
}
