import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { addDays } from './request-periods.ts';
import { today } from './requests.test-support.ts';

const ctx = useTestApp();

const overdue = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/dashboard/overdue-requests${query}`, headers: bearer(token) });

describe("the dashboard's overdue requests for my clients", () => {
  it("lists the caller's clients' OPEN requests past due, oldest first, ten at most", async () => {
    const db = ctx.database.db;
    const me = await createUser(db, { staffRoles: ['Processor'] });
    const colleague = await createUser(db, { staffRoles: ['Processor'] });
    const mine = await createTenant(db, { name: 'My Client' });
    const theirs = await createTenant(db, { name: 'Their Client' });
    await db.updateTable('tenants').set({ responsible_staff_id: me.id }).where('id', '=', mine.id).execute();
    await db.updateTable('tenants').set({ responsible_staff_id: colleague.id }).where('id', '=', theirs.id).execute();
    const request = (tenantId: string, title: string, daysLate: number, status = 'OPEN' as const) => ({
      tenant_id: tenantId,
      title,
      kind: 'OTHERS' as const,
      due_on: addDays(today(), -daysLate),
      status,
    });
    await db
      .insertInto('document_requests')
      .values([
        ...Array.from({ length: 11 }, (_, i) => request(mine.id, `Late ${String(i + 1).padStart(2, '0')}`, 20 - i)),
        request(mine.id, 'Due today', 0),
        { ...request(mine.id, 'Sent already', 30), status: 'SUBMITTED' },
        request(theirs.id, 'Not mine', 40),
      ])
      .execute();

    const response = await overdue(await tokenFor(ctx.app, me.email), '?responsible=mine');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBe(11);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ title: 'Late 01', tenant_uuid: mine.id, tenant_name: 'My Client' });
    expect(body.data.map((r: { title: string }) => r.title)).not.toContain('Not mine');

    const client = await createUser(db, { tenantRoles: { [mine.id]: 'TenantOwner' } });
    expect((await overdue(await tokenFor(ctx.app, client.email))).statusCode).toBe(403);
  });
});
