import { sql } from 'kysely';
import { nullableDayText } from '../../platform/db/exact-values.ts';
import type { Db } from '../../platform/db/schema.ts';

export type NewRun = {
  templateId: string;
  templateName: string;
  tenantIds: string[] | null;
  total: number;
  requestedBy: string;
  /** Issue 30: where the recurring items begin (null: the current period), and what staff chose to skip. */
  firstPeriod?: string | null;
  skip?: { tenant_id: string; item_id: string }[];
  skipRepeats?: boolean;
};

export const insertRun = async (db: Db, run: NewRun) =>
  (
    await db
      .insertInto('request_template_runs')
      .values({
        template_id: run.templateId,
        template_name: run.templateName,
        all_tenants: run.tenantIds === null,
        tenant_ids: run.tenantIds === null ? null : JSON.stringify(run.tenantIds),
        total: run.total,
        requested_by: run.requestedBy,
        first_period: run.firstPeriod ?? null,
        skip: run.skip?.length ? JSON.stringify(run.skip) : null,
        skip_repeats: run.skipRepeats ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const findRun = (db: Db, id: string) =>
  db
    .selectFrom('request_template_runs')
    .select([
      'id',
      'template_id',
      'template_name',
      'all_tenants',
      'tenant_ids',
      'state',
      'total',
      'done',
      'created_requests',
      'created_series',
      'error_code',
      'requested_by',
      'created_at',
      'finished_at',
      'skip',
      'skip_repeats',
      nullableDayText('first_period').as('first_period'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export const markRun = (db: Db, id: string, state: 'QUEUED' | 'RUNNING') =>
  db.updateTable('request_template_runs').set({ state }).where('id', '=', id).execute();

export const finishRun = (db: Db, id: string, counts: { total: number; requests: number; series: number }) =>
  db
    .updateTable('request_template_runs')
    .set({
      state: 'DONE',
      total: counts.total,
      done: counts.total,
      created_requests: counts.requests,
      created_series: counts.series,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();

export const failRun = (db: Db, id: string, errorCode: string) =>
  db
    .updateTable('request_template_runs')
    .set({ state: 'FAILED', error_code: errorCode, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
