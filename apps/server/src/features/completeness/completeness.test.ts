import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { completenessApi, completenessWorld, seedRequests, statusLines } from './completeness.test-support.ts';

const ctx = useTestApp();
const api = completenessApi(ctx);
const FUTURE = '2099-01-31';

describe('the completeness matrix', () => {
  it('gives each cell its counts and status; CANCELLED never counts, a one-off counts in its due month', async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const t = w.tenants[0]!.id;
    await seedRequests(ctx, t, [
      // January: everything accepted, plus a cancelled one that would otherwise be overdue.
      { period: '2026-01-01', status: 'DONE', due_on: '2026-02-20' },
      { period: '2026-01-01', status: 'DONE', due_on: '2026-02-20' },
      { period: '2026-01-01', status: 'CANCELLED', due_on: '2026-02-20' },
      // February: one received, one still owed and past due.
      { period: '2026-02-01', status: 'SUBMITTED', due_on: '2026-03-20' },
      { period: '2026-02-01', status: 'OPEN', due_on: '2026-03-20' },
      // March: one received, one owed but not yet due.
      { period: '2026-03-01', status: 'DONE', due_on: FUTURE },
      { period: '2026-03-01', status: 'OPEN', due_on: FUTURE },
      // April: nothing in yet, not due; a one-off without a period, due in May, counts in May.
      { period: '2026-04-01', status: 'OPEN', due_on: FUTURE },
      { period: null, status: 'OPEN', due_on: '2026-05-10' },
      // June: only cancelled.
      { period: '2026-06-01', status: 'CANCELLED', due_on: '2026-07-20' },
    ]);
    const matrix = await api.matrix(w.adminToken, { from: '2026-01', to: '2026-06', search: w.prefix });
    expect(matrix.periods.map((p) => p.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(statusLines(matrix, w.prefix)).toEqual(['Alpha: COMPLETE,OVERDUE,PARTLY,MISSING,OVERDUE,NOT_EXPECTED']);
    // [expected, submitted, done, overdue, status]
    expect(matrix.data[0]!.cells.slice(0, 3)).toEqual([
      [2, 0, 2, 0, 'COMPLETE'],
      [2, 1, 0, 1, 'OVERDUE'],
      [2, 0, 1, 0, 'PARTLY'],
    ]);
  });

  it('sums months into calendar quarters, and filters by kind', async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const t = w.tenants[0]!.id;
    await seedRequests(ctx, t, [
      { kind: 'BANK_STATEMENT', period: '2026-01-01', status: 'DONE', due_on: '2026-02-20' },
      { kind: 'BANK_STATEMENT', period: '2026-02-01', status: 'DONE', due_on: '2026-03-20' },
      { kind: 'SALES_TAX', period: '2026-03-01', status: 'SUBMITTED', due_on: FUTURE },
      { kind: 'BANK_STATEMENT', period: '2026-04-01', status: 'OPEN', due_on: '2026-05-20' },
    ]);
    const quarters = await api.matrix(w.adminToken, {
      from: '2026-02',
      to: '2026-06',
      granularity: 'quarter',
      search: w.prefix,
    });
    expect(quarters.periods).toEqual([
      { key: '2026-Q1', start: '2026-01-01', end: '2026-03-31' },
      { key: '2026-Q2', start: '2026-04-01', end: '2026-06-30' },
    ]);
    expect(quarters.data[0]!.cells).toEqual([
      [3, 1, 2, 0, 'PARTLY'],
      [1, 0, 0, 1, 'OVERDUE'],
    ]);
    const bank = await api.matrix(w.adminToken, {
      from: '2026-01',
      to: '2026-06',
      granularity: 'quarter',
      kind: 'BANK_STATEMENT',
      search: w.prefix,
    });
    expect(statusLines(bank, w.prefix)).toEqual(['Alpha: COMPLETE,OVERDUE']);
  });

  it("filters by the staff member responsible ('mine', a staff member, nobody) and by a cell status", async () => {
    const w = await completenessWorld(ctx, ['Alpha', 'Beta', 'Gamma']);
    const other = await createUser(ctx.database.db, { staffRoles: ['Processor'], name: 'Oscar Other' });
    const [alpha, beta] = w.tenants;
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: w.admin.id })
      .where('id', '=', alpha!.id)
      .execute();
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: other.id })
      .where('id', '=', beta!.id)
      .execute();
    await seedRequests(ctx, beta!.id, [{ period: '2026-01-01', status: 'OPEN', due_on: '2026-02-20' }]);
    const names = async (query: Record<string, string>) =>
      (await api.matrix(w.adminToken, { from: '2026-01', to: '2026-02', search: w.prefix, ...query })).data.map((r) =>
        r.tenant_name.replace(`${w.prefix} `, ''),
      );
    expect(await names({ responsible: 'mine' })).toEqual(['Alpha']);
    expect(await names({ responsible: other.id })).toEqual(['Beta']);
    expect(await names({ responsible: 'none' })).toEqual(['Gamma']);
    expect(await names({ status: 'OVERDUE' })).toEqual(['Beta']);
    expect(await names({ status: 'NOT_EXPECTED' })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names({ status: 'NOT_EXPECTED', from: '2026-01', to: '2026-01' })).toEqual(['Alpha', 'Gamma']);
    const mine = await api.matrix(w.adminToken, { responsible: 'mine', search: w.prefix });
    expect(mine.data[0]!.responsible).toEqual({ uuid: w.admin.id, name: 'Adele Admin' });
  });

  it('pages by tenant name, up to 2,000 a page', async () => {
    const names = Array.from({ length: 55 }, (_, i) => `T${String(54 - i).padStart(2, '0')}`);
    const w = await completenessWorld(ctx, names);
    const first = await api.matrix(w.adminToken, { search: w.prefix, per_page: '50' });
    expect(first).toMatchObject({ total: 55, last_page: 2, from: 1, to: 50, current_page: 1 });
    expect(first.data[0]!.tenant_name).toBe(`${w.prefix} T00`);
    const second = await api.matrix(w.adminToken, { search: w.prefix, per_page: '50', page: '2' });
    expect(second.data.map((r) => r.tenant_name.slice(-3))).toEqual(['T50', 'T51', 'T52', 'T53', 'T54']);
    expect((await api.get(w.adminToken, 'completeness', { per_page: '2000' })).statusCode).toBe(200);
    expect((await api.get(w.adminToken, 'completeness', { per_page: '5000' })).statusCode).toBe(400);
  });

  it('says which months it covers, the defaults filled in: the 12 up to today, or 12 from the one end given', async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const byDefault = await api.matrix(w.adminToken, { search: w.prefix });
    const today = byDefault.today.slice(0, 7);
    expect(byDefault.range.to).toBe(today);
    expect(byDefault.periods.map((p) => p.key)).toHaveLength(12);
    expect(byDefault.range.from).toBe(byDefault.periods[0]!.key);
    const fromMarch = await api.matrix(w.adminToken, { from: '2026-03', search: w.prefix });
    expect(fromMarch.range).toEqual({ from: '2026-03', to: '2027-02' });
    const quarters = await api.matrix(w.adminToken, { from: '2026-02', to: '2026-06', granularity: 'quarter' });
    expect(quarters.range).toEqual({ from: '2026-02', to: '2026-06' });
  });

  it('refuses a reversed range or more than 24 columns with a stable code', async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const tooLong = await api.get(w.adminToken, 'completeness', { from: '2024-01', to: '2026-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(tooLong.json().error.details)).toContain('Show at most 24 months or 24 quarters at once');
    const quarters = await api.get(w.adminToken, 'completeness', {
      from: '2021-01',
      to: '2026-12',
      granularity: 'quarter',
    });
    expect(quarters.statusCode).toBe(200);
    expect(quarters.json().periods).toHaveLength(24);
    expect((await api.get(w.adminToken, 'completeness', { from: '2026-05', to: '2026-01' })).statusCode).toBe(400);
  });

  it("is refused to a client (403) and to staff without 'manage requests'", async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const processorToken = await tokenFor(ctx.app, processor.email);
    for (const path of ['completeness', 'completeness/export']) {
      expect((await api.get(w.clientToken, path, {})).statusCode).toBe(403);
    }
    const held = await ctx.database.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.name')
      .where('roles.name', '=', 'Processor')
      .where('permissions.name', '=', 'manage requests')
      .execute();
    expect((await api.get(processorToken, 'completeness', {})).statusCode).toBe(held.length ? 200 : 403);
    const cell = await api.get(w.clientToken, 'completeness/cell', { tenant_id: w.tenants[0]!.id, period: '2026-01' });
    expect(cell.statusCode).toBe(403);
  });
});

describe('a cell', () => {
  it("lists the cell's requests by due date, as the requests API presents them", async () => {
    const w = await completenessWorld(ctx, ['Alpha']);
    const t = w.tenants[0]!.id;
    const [late, early] = await seedRequests(ctx, t, [
      { period: '2026-03-01', status: 'OPEN', due_on: '2026-04-20', title: 'Bank statement' },
      { period: null, status: 'SUBMITTED', due_on: '2026-03-05', title: 'Lease' },
      { period: '2026-03-01', status: 'CANCELLED', due_on: '2026-04-20' },
      { period: '2026-04-01', status: 'OPEN', due_on: '2026-05-20' },
    ]);
    const month = await api.get(w.adminToken, 'completeness/cell', { tenant_id: t, period: '2026-03' });
    expect(month.statusCode, month.body).toBe(200);
    expect(
      month.json().data.map((r: { uuid: string; title: string; overdue: boolean }) => [r.title, r.overdue]),
    ).toEqual([
      ['Lease', false],
      ['Bank statement', true],
    ]);
    expect(month.json().data[1].uuid).toBe(late);
    expect(month.json().data[0].uuid).toBe(early);
    const quarter = await api.get(w.adminToken, 'completeness/cell', { tenant_id: t, period: '2026-Q2' });
    expect(quarter.json().data).toHaveLength(1);
  });
});
