import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { EXPORT_BATCH_SIZE } from './audit.service.ts';
import { seedAuditEvent } from './audit.test-support.ts';

const ctx = useTestApp();
let admin = '';
let tenant = { id: '', name: '' };
let actor = { id: '', email: '' };

const HEADER = 'at_utc,action,result,actor_name,actor_email,tenant,target,ip,detail,target_name,user_agent,changes';

const exportCsv = (query: string, token = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/audit/export.csv?${query}`, headers: bearer(token) });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
  tenant = await createTenant(db, { name: 'Formula, "Quoted" Ltd' });
  actor = await createUser(db, {
    name: '@attacker',
    email: 'x@client.test',
    tenantRoles: { [tenant.id]: 'TenantOwner' },
  });
  const hostile = ['=HYPERLINK("http://evil.test","click")', '+1', '-2', '@x', 'comma, "quote"\nnewline', '＋1', '＠x'];
  for (const [i, target] of hostile.entries()) {
    await seedAuditEvent(db, {
      actorUserId: actor.id,
      tenantId: tenant.id,
      action: 'FILE_UPLOAD',
      target,
      at: `2026-05-0${i + 1}T10:00:00Z`,
    });
  }
});

describe('GET /api/v1/audit/export.csv', () => {
  it('downloads UTF-8 CSV with a BOM, a header row and an attachment name from the range', async () => {
    const response = await exportCsv(`tenant_uuid=${tenant.id}&from=2026-05-01&to=2026-05-31`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2026-05-01-2026-05-31.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines(response.body)[0]).toBe(HEADER);
  });

  it('defuses formulas and quotes commas, quotes and newlines in every cell', async () => {
    const body = (await exportCsv(`tenant_uuid=${tenant.id}`)).body;
    const rows = lines(body).slice(1);

    // The multi-line target spans two physical lines inside its quotes.
    expect(body).toContain(
      `2026-05-05T10:00:00.000Z,FILE_UPLOAD,OK,'@attacker,x@client.test,"Formula, ""Quoted"" Ltd","comma, ""quote""\nnewline",203.0.113.7,,,,\r\n`,
    );
    expect(rows).toContain(
      `2026-05-01T10:00:00.000Z,FILE_UPLOAD,OK,'@attacker,x@client.test,"Formula, ""Quoted"" Ltd","'=HYPERLINK(""http://evil.test"",""click"")",203.0.113.7,,,,`,
    );
    expect(rows.some((r) => r.includes(`Ltd",'+1,`))).toBe(true);
    expect(rows.some((r) => r.includes(`Ltd",'-2,`))).toBe(true);
    expect(rows.some((r) => r.includes(`Ltd",'@x,`))).toBe(true);
    // The full-width twins (U+FF0B, U+FF20) too: a spreadsheet with an East Asian input method runs them.
    expect(rows.some((r) => r.includes(`Ltd",'＋1,`))).toBe(true);
    expect(rows.some((r) => r.includes(`Ltd",'＠x,`))).toBe(true);
  });

  it('applies the same filters as the list and names an open range by its known ends', async () => {
    const response = await exportCsv(`tenant_uuid=${tenant.id}&from=2026-05-02&to=2026-05-03&action=FILE_UPLOAD`);
    expect(
      lines(response.body)
        .slice(1)
        .map((r) => r.split(',')[0]),
    ).toEqual(['2026-05-03T10:00:00.000Z', '2026-05-02T10:00:00.000Z']);
    expect(lines((await exportCsv(`tenant_uuid=${tenant.id}&action=FOLDER_LIST`)).body)).toEqual([HEADER]);
    expect(lines((await exportCsv(`user_uuid=${actor.id}&search=HYPERLINK`)).body)).toHaveLength(2);

    const open = await exportCsv('from=2026-05-02');
    expect(open.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-2026-05-02-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((await exportCsv('to=2026-05-02')).headers['content-disposition']).toBe(
      'attachment; filename="audit-start-2026-05-02.csv"',
    );
  });

  it('streams a trail longer than one batch, every event exactly once, newest first', async () => {
    const db = ctx.database.db;
    const big = await createTenant(db, { name: 'Busy Tenant' });
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    // Many events share an instant and the rest differ by microseconds, so a cursor that lost precision or
    // ignored `seq` would skip or repeat rows at a batch boundary.
    await sql`
      insert into audit_events (at, action, result, tenant_id, target)
      select timestamptz '2026-06-01 12:00:00+00' + make_interval(secs => (n / 3) * 0.000001),
             'FILE_PREVIEW', 'OK', ${big.id}::uuid, 'bulk/' || lpad(n::text, 5, '0')
      from generate_series(1, ${count}) as n`.execute(db);

    const targets = lines((await exportCsv(`tenant_uuid=${big.id}`)).body)
      .slice(1)
      .map((r) => r.split(',')[6]);
    expect(targets).toHaveLength(count);
    expect(new Set(targets).size).toBe(count);
    expect(targets[0]).toBe(`bulk/${String(count).padStart(5, '0')}`);
    expect(targets.at(-1)).toBe('bulk/00001');
  });

  it('refuses a client and a staff member without view audit trail, and takes no paging', async () => {
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    for (const email of [actor.email, processor.email]) {
      const refused = await exportCsv('', await tokenFor(ctx.app, email));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await exportCsv('page=2')).statusCode).toBe(400);
    expect((await exportCsv('from=2026-05-09&to=2026-05-01')).json().error.code).toBe('VALIDATION_ERROR');
  });
});
