import { randomUUID } from 'node:crypto';
import type { TUploadType } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createRole, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ZONE = 'America/New_York';
const ctx = useTestApp(undefined, { FIRM_TIME_ZONE: ZONE });

const dateIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const timeIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** Midnight of `date` in New York, worked out from the zone's two offsets rather than by the code under test. */
function newYorkMidnight(date: string): Date {
  const candidates = ['-05:00', '-04:00'].map((offset) => new Date(`${date}T00:00:00${offset}`));
  const midnight = candidates.find((c) => dateIn(c) === date && timeIn(c) === '00:00');
  if (!midnight) throw new Error(`no midnight found for ${date}`);
  return midnight;
}

async function uploadAt(tenantId: string, userId: string, type: TUploadType, at: Date) {
  await ctx.database.db
    .insertInto('uploads')
    .values({
      tenant_id: tenantId,
      type,
      uploaded_by: userId,
      file_name: 'f.pdf',
      path: 'x/f.pdf',
      size: 1,
      sha256: '0'.repeat(64),
      created_at: at,
    })
    .execute();
}

/** A sales-tax record received at `at` (status and month as given; a superseded one points at `supersededBy`). */
async function salesTaxAt(
  tenantId: string,
  userId: string,
  at: Date,
  record: { month: string; status?: 'SUBMITTED' | 'PROCESSED' | 'SUPERSEDED'; supersededBy?: string },
) {
  const processed = record.status === 'PROCESSED';
  const { id } = await ctx.database.db
    .insertInto('sales_tax_records')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      sale_amount: '10.00',
      collected_tax_amount: '1.00',
      payable_tax_amount: processed ? '1.00' : null,
      process_date: processed ? '2026-01-02' : null,
      sale_month_date: record.month,
      submitted_date: '2026-01-01',
      status: record.status ?? 'SUBMITTED',
      superseded_by: record.supersededBy ?? null,
      submitted_by: userId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const overview = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/daily-overview', headers: bearer(token) });

describe('daily overview', () => {
  it("counts today's uploads by type in the firm's time zone, not yesterday's or tomorrow's", async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const other = await createTenant(db);
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const today = dateIn(new Date());
    const start = newYorkMidnight(today);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
    const end = newYorkMidnight(tomorrow);
    const second = 1000;

    await uploadAt(tenant.id, client.id, 'BANK_STATEMENT', start); // the first instant of today
    await uploadAt(tenant.id, client.id, 'BANK_STATEMENT', new Date(start.getTime() + second));
    await uploadAt(other.id, client.id, 'PAYROLL_DOCUMENT', new Date(end.getTime() - second)); // last second
    await uploadAt(tenant.id, client.id, 'OTHERS', new Date(start.getTime() + 5 * 3600 * second));
    await uploadAt(tenant.id, client.id, 'OTHERS', new Date(start.getTime() - second)); // yesterday, NY time
    await uploadAt(tenant.id, client.id, 'CORPORATION_DOCUMENT', end); // tomorrow, NY time
    // Sales tax received today counts whatever became of it since; yesterday's and tomorrow's do not.
    const live = await salesTaxAt(tenant.id, client.id, start, { month: '2026-01-01' });
    await salesTaxAt(tenant.id, client.id, new Date(start.getTime() + second), {
      month: '2026-01-01',
      status: 'SUPERSEDED',
      supersededBy: live,
    });
    await salesTaxAt(other.id, client.id, new Date(end.getTime() - second), {
      month: '2026-02-01',
      status: 'PROCESSED',
    });
    await salesTaxAt(tenant.id, client.id, new Date(start.getTime() - second), { month: '2025-12-01' });
    await salesTaxAt(tenant.id, client.id, end, { month: '2025-11-01' });

    const response = await overview(
      await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Processor'] })).email),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: today,
      time_zone: ZONE,
      total: 4,
      by_type: { BANK_STATEMENT: 2, CORPORATION_DOCUMENT: 0, PAYROLL_DOCUMENT: 1, OTHERS: 1 },
      sales_tax: 3,
    });
  });

  it('is for firm staff only: a client gets 403', async () => {
    const tenant = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });

    const response = await overview(await tokenFor(ctx.app, client.email));

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("needs the firm-wide 'view files': a staff role holding no permission gets 403", async () => {
    const empty = await createRole(ctx.database.db, { scope: 'firm', permissions: [] });
    const staff = await createUser(ctx.database.db, { staffRoles: [empty.name] });

    const response = await overview(await tokenFor(ctx.app, staff.email));

    expect(response.statusCode).toBe(403);
  });
});
