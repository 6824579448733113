import type { TAuditPage } from '@ledgerport/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller, CALLER, fromCaller, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { seedAuditEvent } from './audit.test-support.ts';

const ctx = useTestApp();

let admin = '';
let acme = { id: '', name: '' };
let beta = { id: '', name: '' };
let clients: { label: string; token: string }[] = [];

const get = (url: string, token = admin) => ctx.app.inject(asCaller(token, { method: 'GET', url: `/api/v1${url}` }));
const page = async (query: string) => (await get(`/audit?per_page=100&${query}`)).json() as TAuditPage;

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
  acme = await createTenant(db, { name: 'Acme Trail Ltd' });
  beta = await createTenant(db, { name: 'Beta Trail Inc' });
  const people = [
    ['owner of Acme', { [acme.id]: 'TenantOwner' }],
    ['manager of Acme', { [acme.id]: 'TenantManager' }],
    ['owner of Beta', { [beta.id]: 'TenantOwner' }],
    ['owner of both', { [acme.id]: 'TenantOwner', [beta.id]: 'TenantOwner' }],
  ] as const;
  clients = await Promise.all(
    people.map(async ([label, tenantRoles]) => ({
      label,
      token: await tokenFor(ctx.app, (await createUser(db, { tenantRoles })).email),
    })),
  );
  for (const [tenant, target] of [
    [acme, 'acme/1.pdf'],
    [acme, 'acme/2.pdf'],
    [beta, 'beta/1.pdf'],
  ] as const) {
    await seedAuditEvent(db, { tenantId: tenant.id, target, action: 'FILE_DOWNLOAD' });
  }
});

describe('no one reads another tenant’s events through the trail', () => {
  it('refuses every tenant user (403), whatever tenant they name, on the list and on the export', async () => {
    for (const { label, token } of clients) {
      for (const url of [
        '/audit',
        `/audit?tenant_uuid=${acme.id}`,
        '/audit/export.csv',
        `/audit/export.csv?tenant_uuid=${beta.id}`,
      ]) {
        const refused = await get(url, token);
        expect(refused.statusCode, `${label} ${url}`).toBe(403);
        expect(refused.body).not.toContain('.pdf');
      }
    }
    // The attempts to export are on the trail themselves.
    const denied = await readTrail(ctx, { action: 'AUDIT_EXPORT', result: 'DENIED' });
    expect(denied).toHaveLength(clients.length * 2);
    expect(denied[0]).toMatchObject({ detail: 'FORBIDDEN', ...fromCaller });
  });

  it('gives staff filtering by a tenant only that tenant’s events, on the list and the export', async () => {
    const listed = await page(`tenant_uuid=${acme.id}`);
    expect(listed.data.map((e) => e.target).sort()).toEqual(['acme/1.pdf', 'acme/2.pdf']);
    expect(listed.data.every((e) => e.tenant?.uuid === acme.id)).toBe(true);

    const exported = (await get(`/audit/export.csv?tenant_uuid=${beta.id}`)).body;
    expect(exported).toContain('beta/1.pdf');
    expect(exported).not.toContain('acme/');
  });
});

describe('the trail as an examiner reads it', () => {
  it('records each export with its filters, file name, address and browser', async () => {
    const response = await get(`/audit/export.csv?tenant_uuid=${acme.id}&action=FILE_DOWNLOAD&from=2026-01-01`);
    expect(response.statusCode).toBe(200);

    const [event] = await readTrail(ctx, { action: 'AUDIT_EXPORT', result: 'OK' });
    expect(event).toMatchObject({
      target: expect.stringMatching(/^audit-2026-01-01-\d{4}-\d{2}-\d{2}\.csv$/),
      tenant: null,
      ip: CALLER.ip,
      user_agent: CALLER.userAgent,
    });
    expect(JSON.parse(event!.detail!)).toEqual({ tenant_uuid: acme.id, action: 'FILE_DOWNLOAD', from: '2026-01-01' });
  });

  it('exports the user agent and the changes of each event, formula-safe', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db, { name: 'Changed Co' });
    await db
      .insertInto('audit_events')
      .values({
        action: 'TENANT_UPDATE',
        result: 'OK',
        tenant_id: tenant.id,
        target: `tenant:${tenant.id}`,
        ip: '203.0.113.9',
        user_agent: '=cmd|calc',
        changes: JSON.stringify({ name: { from: '=1+1', to: 'Changed Co' } }),
      })
      .execute();

    const lines = (await get(`/audit/export.csv?tenant_uuid=${tenant.id}`)).body.split('\r\n');
    expect(lines[0]).toMatch(/,target_name,user_agent,changes$/);
    expect(lines[1]).toMatch(
      /,tenant:[0-9a-f-]{36},203\.0\.113\.9,,Changed Co,'=cmd\|calc,"{""name"":{""from"":""=1\+1"",""to"":""Changed Co""}}"$/,
    );
  });

  it('filters by result', async () => {
    const db = ctx.database.db;
    await seedAuditEvent(db, { tenantId: beta.id, target: 'beta/refused.pdf', result: 'DENIED', detail: 'NOT_FOUND' });
    const denied = await page(`tenant_uuid=${beta.id}&result=DENIED`);
    expect(denied.data.map((e) => e.target)).toEqual(['beta/refused.pdf']);
    expect((await page(`tenant_uuid=${beta.id}&result=OK`)).data.map((e) => e.target)).toEqual(['beta/1.pdf']);
    expect((await get('/audit?result=MAYBE')).statusCode).toBe(400);
  });

  it('names the user, tenant or role a record event is about, and finds it by that name', async () => {
    const db = ctx.database.db;
    const person = await createUser(db, { name: 'Zelda Target', email: 'zelda@target.test' });
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'Processor').executeTakeFirstOrThrow();
    await seedAuditEvent(db, { action: 'USER_UPDATE', target: `user:${person.id}` });
    await seedAuditEvent(db, { action: 'TENANT_UPDATE', tenantId: beta.id, target: `tenant:${beta.id}` });
    await seedAuditEvent(db, { action: 'ROLE_UPDATE', target: `role:${role.id}` });

    expect((await page('search=zelda@target')).data).toEqual([
      expect.objectContaining({ target: `user:${person.id}`, target_name: 'Zelda Target (zelda@target.test)' }),
    ]);
    expect((await page('search=Beta Trail&action=TENANT_UPDATE')).data).toEqual([
      expect.objectContaining({ target: `tenant:${beta.id}`, target_name: 'Beta Trail Inc' }),
    ]);
    expect((await page('search=processor&action=ROLE_UPDATE')).data[0]).toMatchObject({ target_name: 'Processor' });
    // A path is no record: it names nothing, and the list still answers for it.
    expect((await page('search=acme/1')).data[0]).toMatchObject({ target: 'acme/1.pdf', target_name: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/audit', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });
});
