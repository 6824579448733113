import type { TAuditEvent, TAuditPage } from '@ledgerport/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { createAudited } from '../../platform/audit/audited.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { seedAuditEvent } from './audit.test-support.ts';

// A second copy of the routes whose firm works in New York time, to check days against a non-UTC zone.
const ctx = useTestApp((app) => {
  void app.register(auditRoutes, {
    prefix: '/ny/api/v1',
    audit: createAuditService({
      db: ctx.database.db,
      timeZone: 'America/New_York',
      audited: createAudited(ctx.database.db, app.log),
    }),
  });
});

let admin = '';
let alice = { id: '', email: '' };
let bob = { id: '', email: '' };
let acme = { id: '', name: '' };
let beta = { id: '', name: '' };

const get = async (url: string, token = admin) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  return response;
};
const page = async (query: string, prefix = '') => (await get(`${prefix}/api/v1/audit?${query}`)).json() as TAuditPage;
const targets = (body: TAuditPage) => body.data.map((e: TAuditEvent) => e.target);

beforeAll(async () => {
  const db = ctx.database.db;
  admin = await tokenFor(ctx.app, (await createUser(db, { staffRoles: ['Admin'] })).email);
  acme = await createTenant(db, { name: 'Acme Audit Ltd' });
  beta = await createTenant(db, { name: 'Beta Audit Inc' });
  alice = await createUser(db, {
    name: 'Alice Auditee',
    email: 'alice@acme.test',
    tenantRoles: { [acme.id]: 'TenantOwner' },
  });
  bob = await createUser(db, { name: 'Bob Processor', email: 'bob@firm.test', staffRoles: ['Processor'] });

  // Around midnight in New York on 7/8 March 2026 (EST, UTC-5) and on the 23-hour DST day that follows.
  await seedAuditEvent(db, {
    actorUserId: alice.id,
    tenantId: acme.id,
    target: 'ny/before-midnight',
    at: '2026-03-08T04:59:59Z',
  });
  await seedAuditEvent(db, {
    actorUserId: alice.id,
    tenantId: acme.id,
    target: 'ny/at-midnight',
    at: '2026-03-08T05:00:00Z',
  });
  await seedAuditEvent(db, {
    actorUserId: bob.id,
    tenantId: beta.id,
    target: 'ny/last-second-edt',
    at: '2026-03-09T03:59:59Z',
  });
  await seedAuditEvent(db, {
    actorUserId: bob.id,
    tenantId: beta.id,
    target: 'ny/next-day',
    at: '2026-03-09T04:00:00Z',
  });
  // 24 more, one a minute on 1 April: Alice's uploads in Acme, Bob's listings in Beta.
  for (let i = 0; i < 24; i++) {
    const mine = i % 2 === 0;
    await seedAuditEvent(db, {
      actorUserId: mine ? alice.id : bob.id,
      tenantId: mine ? acme.id : beta.id,
      action: mine ? 'FILE_UPLOAD' : 'FOLDER_LIST',
      result: i === 23 ? 'DENIED' : 'OK',
      detail: i === 23 ? 'PATH_REFUSED' : null,
      target: `april/${String(i).padStart(2, '0')}`,
      at: new Date(Date.UTC(2026, 3, 1, 12, i)).toISOString(),
    });
  }
});

describe('GET /api/v1/audit', () => {
  it('answers the paged envelope, newest first, 20 per page, with names joined in', async () => {
    // The seeded events only: signing the test's users in is on the trail too, today.
    const seeded = 'to=2026-10-31';
    const first = await page(seeded);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 28, from: 1, to: 20 });
    expect(first.data[0]).toMatchObject({
      action: 'FOLDER_LIST',
      result: 'DENIED',
      detail: 'PATH_REFUSED',
      target: 'april/23',
      at: '2026-04-01T12:23:00.000Z',
      ip: '203.0.113.7',
      actor: { uuid: bob.id, name: 'Bob Processor', email: 'bob@firm.test' },
      tenant: { uuid: beta.id, name: 'Beta Audit Inc' },
    });
    const second = await page(`${seeded}&page=2`);
    expect(second).toMatchObject({ current_page: 2, from: 21, to: 28 });
    expect(targets(second)).toEqual([
      'april/03',
      'april/02',
      'april/01',
      'april/00',
      'ny/next-day',
      'ny/last-second-edt',
      'ny/at-midnight',
      'ny/before-midnight',
    ]);
    expect((await page(`${seeded}&per_page=10&page=3`)).data).toHaveLength(8);
  });

  it('orders events of the same instant by when they were recorded', async () => {
    const tenant = await createTenant(ctx.database.db);
    for (const target of ['same/one', 'same/two', 'same/three']) {
      await seedAuditEvent(ctx.database.db, { tenantId: tenant.id, target, at: '2026-06-15T00:00:00Z' });
    }
    expect(targets(await page(`tenant_uuid=${tenant.id}`))).toEqual(['same/three', 'same/two', 'same/one']);
  });

  it('filters by tenant, by user and by action', async () => {
    const byTenant = await page(`tenant_uuid=${acme.id}&per_page=50`);
    expect(byTenant.total).toBe(14);
    expect(byTenant.data.every((e) => e.tenant?.uuid === acme.id)).toBe(true);

    const byUser = await page(`user_uuid=${bob.id}&per_page=50`);
    expect(byUser.total).toBe(14);
    expect(byUser.data.every((e) => e.actor?.uuid === bob.id)).toBe(true);

    const uploads = await page('action=FILE_UPLOAD&per_page=50');
    expect(uploads.total).toBe(12);
    expect(uploads.data.every((e) => e.action === 'FILE_UPLOAD')).toBe(true);

    expect((await page(`tenant_uuid=${acme.id}&user_uuid=${bob.id}`)).total).toBe(0);
  });

  it('searches the target and the actor name and e-mail', async () => {
    expect((await page('search=april/1')).total).toBe(10);
    expect((await page('search=ALICE AUDITEE&per_page=50')).total).toBe(14);
    expect((await page('search=bob@firm&per_page=50')).total).toBe(14);
    expect((await page('search=nothing-like-this')).total).toBe(0);
  });

  it('takes from/to as whole inclusive days in UTC by default', async () => {
    // Both fall on 8 March in UTC, though New York saw the first on the 7th.
    expect(targets(await page('from=2026-03-08&to=2026-03-08'))).toEqual(['ny/at-midnight', 'ny/before-midnight']);
    expect((await page('from=2026-04-01&to=2026-04-30')).total).toBe(24);
    expect((await page('to=2026-03-31')).total).toBe(4);
  });

  it("takes from/to as days in the firm's time zone, across midnight and a DST change", async () => {
    // 8 March in New York runs from 05:00Z to 04:00Z the next day (23 hours: clocks go forward).
    const day = await page('from=2026-03-08&to=2026-03-08', '/ny');
    expect(targets(day)).toEqual(['ny/last-second-edt', 'ny/at-midnight']);
    expect(targets(await page('to=2026-03-07', '/ny'))).toEqual(['ny/before-midnight']);
    expect(targets(await page('from=2026-03-09&to=2026-03-09', '/ny'))).toEqual(['ny/next-day']);
  });

  it('refuses a range that ends before it starts, and a malformed day or action', async () => {
    const backwards = await get('/api/v1/audit?from=2026-03-09&to=2026-03-08');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'to' }] });
    for (const query of ['from=08/03/2026', 'action=DELETE_EVERYTHING', 'tenant_uuid=acme', 'per_page=7']) {
      const refused = await get(`/api/v1/audit?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps events whose user and tenant were deleted, without their names', async () => {
    const db = ctx.database.db;
    const gone = await createUser(db, { name: 'Gone Soon' });
    const goneTenant = await createTenant(db, { name: 'Gone Tenant' });
    await seedAuditEvent(db, { actorUserId: gone.id, tenantId: goneTenant.id, target: 'orphan/file.pdf' });
    await db.deleteFrom('users').where('id', '=', gone.id).execute();
    await db.deleteFrom('tenants').where('id', '=', goneTenant.id).execute();

    const found = await page('search=orphan/');
    expect(found.data).toEqual([expect.objectContaining({ target: 'orphan/file.pdf', actor: null, tenant: null })]);
  });

  it('is for staff holding view audit trail: 401 without a token, 403 for a client and a Processor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/audit' })).statusCode).toBe(401);
    for (const email of [alice.email, bob.email]) {
      const refused = await get('/api/v1/audit', await tokenFor(ctx.app, email));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    const superAdmin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    expect((await get('/api/v1/audit', await tokenFor(ctx.app, superAdmin.email))).statusCode).toBe(200);
  });
});
