import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;

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
