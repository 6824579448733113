import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { latestEvent } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant } from '../../../test/factories.ts';
import { completenessApi, completenessWorld, seedRequests } from './completeness.test-support.ts';

const ctx = useTestApp();
const api = completenessApi(ctx);

/** A tenant whose name a spreadsheet would run as a formula. */
async function hostileWorld() {
  const w = await completenessWorld(ctx, ['Alpha']);
  const hostile = await createTenant(ctx.database.db, { name: `=HYPERLINK("http://evil.test","${w.prefix}")` });
  // Its full-width twin (U+FF0B), which a spreadsheet with an East Asian input method runs as well.
  await createTenant(ctx.database.db, { name: `＋SUM(1) ${w.prefix}` });
  await seedRequests(ctx, w.tenants[0]!.id, [
    { period: '2026-01-01', status: 'DONE', due_on: '2026-02-20' },
    { period: '2026-02-01', status: 'SUBMITTED', due_on: '2099-01-01' },
    { period: '2026-02-01', status: 'OPEN', due_on: '2099-01-01' },
  ]);
  return { ...w, hostile };
}

const range = (w: { prefix: string }, format: string) => ({ from: '2026-01', to: '2026-02', search: w.prefix, format });

describe('the completeness export', () => {
  it('writes every matching tenant as CSV, formula-safe, and records the export with its filters', async () => {
    const w = await hostileWorld();
    const response = await api.get(w.adminToken, 'completeness/export', range(w, 'csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="completeness-2026-01-2026-02.csv"');
    const [header, ...lines] = response.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(header).toBe('tenant,responsible,2026-01,2026-02');
    // Sorted here: where '=' falls among letters depends on the database's collation.
    expect(lines.sort()).toEqual([
      `"'=HYPERLINK(""http://evil.test"",""${w.prefix}"")",,NOT_EXPECTED,NOT_EXPECTED`,
      `'＋SUM(1) ${w.prefix},,NOT_EXPECTED,NOT_EXPECTED`,
      `${w.prefix} Alpha,,COMPLETE 1/1,PARTLY 1/2`,
    ]);
    expect(await latestEvent(ctx, 'COMPLETENESS_EXPORT', 'completeness')).toMatchObject({
      result: 'OK',
      actor: { uuid: w.admin.id },
      detail: `2026-01..2026-02 csv search=${w.prefix}`,
    });
  });

  it('writes XLSX whose text cells cannot start a formula', async () => {
    const w = await hostileWorld();
    const response = await api.get(w.adminToken, 'completeness/export', range(w, 'xlsx'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = read(response.rawPayload);
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[0]).toEqual(['tenant', 'responsible', '2026-01', '2026-02']);
    expect(rows.slice(1).sort()).toEqual([
      [`'=HYPERLINK("http://evil.test","${w.prefix}")`, '', 'NOT_EXPECTED', 'NOT_EXPECTED'],
      [`'＋SUM(1) ${w.prefix}`, '', 'NOT_EXPECTED', 'NOT_EXPECTED'],
      [`${w.prefix} Alpha`, '', 'COMPLETE 1/1', 'PARTLY 1/2'],
    ]);
    const formulas = Object.values(book.Sheets[book.SheetNames[0]!]!).filter(
      (c) => c && typeof c === 'object' && 'f' in c,
    );
    expect(formulas).toEqual([]);
  });

  it('is refused to a client and on the trail as DENIED', async () => {
    const w = await hostileWorld();
    expect((await api.get(w.clientToken, 'completeness/export', range(w, 'csv'))).statusCode).toBe(403);
    expect(await latestEvent(ctx, 'COMPLETENESS_EXPORT', 'completeness')).toMatchObject({ result: 'DENIED' });
  });
});
