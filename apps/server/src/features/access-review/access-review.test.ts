import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;
/** An account made `days` ago (created_at is never updated by the app, hence not through Kysely's types). */
const madeDaysAgo = (id: string, days: number) =>
  sql`update users set created_at = ${new Date(Date.now() - days * DAY)} where id = ${id}`.execute(ctx.database.db);

async function people(company = 'Review Bakery LLC') {
  const db = ctx.database.db;
  const tenant = await createTenant(db, { name: company });
  const reviewer = await createUser(db, { name: 'Quinn Qualified', staffRoles: ['SuperAdmin'] });
  const silent = await createUser(db, { name: '=HYPERLINK("evil")', staffRoles: ['Processor'] });
  const client = await createUser(db, { name: 'Never Nina', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  await db
    .updateTable('users')
    .set({ last_sign_in_at: new Date(Date.now() - 100 * DAY) })
    .where('id', '=', silent.id)
    .execute();
  await madeDaysAgo(silent.id, 400);
  // An account made long ago that was never used: inactive, whatever its status.
  await madeDaysAgo(client.id, 200);
  const token = await tokenFor(ctx.app, reviewer.email); // signs the reviewer in: last sign-in now
  return { tenant, reviewer, silent, client, token };
}

const review = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/access-review${query}`, headers: bearer(token) });

describe('access review', () => {
  it('lists everyone, never signed in first, then the longest silent; inactive over 90 days flagged', async () => {
    const { reviewer, silent, client, token } = await people();
    const response = await review(token, '?per_page=100');
    expect(response.statusCode).toBe(200);
    const mine = response
      .json()
      .data.filter((e: { uuid: string }) => [reviewer.id, silent.id, client.id].includes(e.uuid));
    expect(mine.map((e: { name: string; inactive: boolean; kind: string }) => [e.name, e.kind, e.inactive])).toEqual([
      ['Never Nina', 'client', true],
      ['=HYPERLINK("evil")', 'staff', true],
      ['Quinn Qualified', 'staff', false],
    ]);
    expect(mine[0]).toMatchObject({
      roles: ['TenantOwner at Review Bakery LLC'],
      tenants: ['Review Bakery LLC'],
      memberships: [{ role: 'TenantOwner', tenant: 'Review Bakery LLC' }],
      last_sign_in_at: null,
    });
    expect(mine[1].roles).toEqual(['Processor']);

    const inactiveStaff = (await review(token, '?kind=staff&inactive=true&per_page=100')).json().data;
    expect(inactiveStaff.map((e: { uuid: string }) => e.uuid)).toContain(silent.id);
    expect(inactiveStaff.map((e: { uuid: string }) => e.uuid)).not.toContain(client.id);
    expect(inactiveStaff.map((e: { uuid: string }) => e.uuid)).not.toContain(reviewer.id);
  });

  it('searches names and e-mail addresses, in the list and the export', async () => {
    const { token } = await people('Search Bakery LLC');
    const db = ctx.database.db;
    const tag = `zq${Date.now().toString(36)}`;
    const byName = await createUser(db, { name: `Wilma ${tag}son` });
    const byEmail = await createUser(db, { name: 'Otto Other', email: `${tag}@search.test` });
    await createUser(db, { name: 'Not Matching' });

    const found = (await review(token, `?search=${tag}&per_page=100`)).json();
    expect(found.total).toBe(2);
    expect(found.data.map((e: { uuid: string }) => e.uuid).sort()).toEqual([byName.id, byEmail.id].sort());
    const upper = (await review(token, `?search=${tag.toUpperCase()}&per_page=100`)).json();
    expect(upper.total).toBe(2);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/access-review/export.csv?search=${tag}`,
      headers: bearer(token),
    });
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.map((r) => r.split(',')[0]).sort()).toEqual(['Otto Other', `Wilma ${tag}son`]);
  });

  it('counts a new account as invited, not inactive, until it has had 90 days to sign in', async () => {
    const { token } = await people('Invite Bakery LLC');
    const db = ctx.database.db;
    const tag = `inv${Date.now().toString(36)}`;
    const fresh = await createUser(db, { name: `Fresh ${tag}`, status: 'INVITED' });
    const stale = await createUser(db, { name: `Stale ${tag}`, status: 'INVITED' });
    await madeDaysAgo(stale.id, 120);

    const listed = (await review(token, `?search=${tag}&per_page=100`)).json().data;
    const state = (id: string) => listed.find((e: { uuid: string }) => e.uuid === id);
    expect(state(fresh.id)).toMatchObject({ status: 'INVITED', last_sign_in_at: null, inactive: false });
    expect(state(stale.id)).toMatchObject({ status: 'INVITED', last_sign_in_at: null, inactive: true });

    const onlyInactive = (await review(token, `?search=${tag}&inactive=true&per_page=100`)).json().data;
    expect(onlyInactive.map((e: { uuid: string }) => e.uuid)).toEqual([stale.id]);
  });

  it('exports a formula-safe CSV, recorded on the audit trail; refused to a client', async () => {
    const { reviewer, client, token } = await people('Export Bakery LLC');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/access-review/export.csv?kind=staff',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""evil"")"`);
    expect(csv.body).not.toContain('Never Nina');
    const exported = await ctx.database.db
      .selectFrom('audit_events')
      .select(['result', 'detail'])
      .where('action', '=', 'ACCESS_REVIEW_EXPORT')
      .where('actor_user_id', '=', reviewer.id)
      .execute();
    expect(exported).toEqual([{ result: 'OK', detail: 'kind=staff' }]);

    const clientToken = await tokenFor(ctx.app, client.email);
    expect((await review(clientToken)).statusCode).toBe(403);
  });
});
