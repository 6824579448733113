import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect } from 'vitest';
import type { TRecordClass } from '@ledgerport/contract';
import { createClock, type SettableClock } from '../../platform/time/clock.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { recordsApi } from './records.test-support.ts';
import type { TestContext } from '../../../test/build-test-app.ts';

/** The files test app with a clock the test moves (each test its own firm day: one review per day) and its own key. */
export function useDisposalsTestApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-disposal-key-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let clock: SettableClock | undefined;
  const ctx = useFilesTestApp({ DATA_DIR: dataDir }, async () => ({ clock: (clock = createClock('UTC')) }));
  return Object.assign(ctx, { dataDir, clock: () => clock! });
}

/** A document of the company with the record facts the test needs, filed (uploaded) at `uploadedAt`. */
export async function filedRecord(
  ctx: TestContext,
  token: string,
  tenantId: string,
  name: string,
  record: { record_class: TRecordClass; tax_year: number | null; uploadedAt?: Date },
) {
  const id = await recordsApi(ctx).upload(token, tenantId, name, 'OTHERS');
  const at = record.uploadedAt ?? new Date('2026-05-01T00:00:00Z');
  await ctx.database.db
    .updateTable('documents')
    .set({ record_class: record.record_class, tax_year: record.tax_year, uploaded_at: at })
    .where('id', '=', id)
    .execute();
  await sql`update documents set created_at = ${at} where id = ${id}`.execute(ctx.database.db);
  return id;
}

/** Waits (polling, the job runs in the background) until the review is DONE. */
export async function untilDone(ctx: TestContext, token: string, reviewId: string) {
  const { call } = recordsApi(ctx);
  for (let i = 0; i < 150; i++) {
    const review = (await call(token, 'GET', `/disposals/reviews/${reviewId}`)).json();
    if (review.status === 'DONE') return review;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect.fail('the disposal did not finish');
}
