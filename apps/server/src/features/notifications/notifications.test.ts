import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import { salesTaxApi, staffMember, submission, tenantWithOwner } from '../sales-tax/sales-tax.test-support.ts';

const ctx = useTestApp();
const salesTax = salesTaxApi(ctx);

const list = (token: string, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', query, headers: bearer(token) });
const markRead = (token: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: bearer(token), payload });

/** A staff member, and a tenant that sends sales tax for `months` (each one notifies the staff member). */
async function staffWithNotifications(
  months: string[],
  tenantName = `Tenant ${Math.random().toString(36).slice(2, 8)}`,
) {
  const staff = await staffMember(ctx, 'Processor');
  const client = await tenantWithOwner(ctx, { tenantName });
  const records = [];
  for (const sale_month_date of months) {
    records.push((await salesTax.submit(client.ownerToken, client.tenant.id, submission({ sale_month_date }))).json());
  }
  return { staff, client, records };
}

describe('in-app notifications', () => {
  it("lists the caller's own, newest first, with the tenant, what happened and the unread count", async () => {
    const { staff, client, records } = await staffWithNotifications(['2026-01-01', '2026-02-01'], 'Willow Books');
    const otherStaff = await staffMember(ctx, 'Admin');

    const response = await list(staff.token);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1, from: 1, unread: 2 });
    expect(body.data).toEqual([
      {
        uuid: expect.any(String),
        kind: 'SALES_TAX_SUBMITTED',
        tenant_uuid: client.tenant.id,
        tenant_name: 'Willow Books',
        params: { tenant_name: 'Willow Books', sale_month_date: '2026-02-01' },
        created_at: expect.any(String),
        read_at: null,
      },
      expect.objectContaining({ params: { tenant_name: 'Willow Books', sale_month_date: '2026-01-01' } }),
    ]);
    expect(records).toHaveLength(2);
    // The tenant's user sent them and is not told; another staff member has their own copies.
    expect((await list(client.ownerToken)).json()).toMatchObject({ total: 0, unread: 0 });
    expect((await list(otherStaff.token)).json().total).toBe(0);
  });

  it("shows the tenant's current name while the params keep the name it had", async () => {
    const { staff, client } = await staffWithNotifications(['2026-03-01'], 'Aspen Books');
    await ctx.database.db
      .updateTable('tenants')
      .set({ name: 'Aspen & Co' })
      .where('id', '=', client.tenant.id)
      .execute();

    const [item] = (await list(staff.token)).json().data;

    expect(item).toMatchObject({ tenant_name: 'Aspen & Co', params: { tenant_name: 'Aspen Books' } });
  });

  it('pages 20 at a time and counts every unread one, not only those on the page', async () => {
    const months = Array.from(
      { length: 22 },
      (_, i) => `20${40 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    );
    const { staff } = await staffWithNotifications(months);

    const first = (await list(staff.token)).json();
    const second = (await list(staff.token, { page: '2' })).json();

    expect(first).toMatchObject({ total: 22, last_page: 2, to: 20, unread: 22 });
    expect(first.data).toHaveLength(20);
    expect(second.data.map((n: { params: { sale_month_date: string } }) => n.params.sale_month_date)).toEqual([
      months[1],
      months[0],
    ]);
  });

  it('marks the listed ones read, or all of them, and never anyone else’s', async () => {
    const { staff } = await staffWithNotifications(['2026-04-01', '2026-05-01', '2026-06-01']);
    const other = await staffMember(ctx, 'Processor');
    const client = await tenantWithOwner(ctx);
    await salesTax.submit(client.ownerToken, client.tenant.id, submission());
    const [newest, middle] = (await list(staff.token)).json().data as { uuid: string }[];
    const othersId = (await list(other.token)).json().data[0].uuid as string;

    const some = await markRead(staff.token, { ids: [newest!.uuid, othersId] });
    expect(some.json()).toEqual({ marked: 1, unread: 3 });
    const after = (await list(staff.token)).json().data as { uuid: string; read_at: string | null }[];
    expect(after.find((n) => n.uuid === newest!.uuid)?.read_at).toEqual(expect.any(String));
    expect(after.find((n) => n.uuid === middle!.uuid)?.read_at).toBeNull();
    expect((await list(other.token)).json().unread).toBe(1);

    expect((await markRead(staff.token, { ids: [] })).json()).toEqual({ marked: 0, unread: 3 });
    expect((await markRead(staff.token, {})).json()).toEqual({ marked: 3, unread: 0 });
    expect((await markRead(staff.token)).json()).toEqual({ marked: 0, unread: 0 });
    expect((await list(other.token)).json().unread).toBe(1);
  });

  it('refuses malformed ids and unknown fields (400) and anonymous callers (401)', async () => {
    const { token } = await staffMember(ctx, 'Processor');

    expect((await markRead(token, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await markRead(token, { all: true })).statusCode).toBe(400);
    expect((await list(token, { per_page: '7' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
