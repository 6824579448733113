import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createRole, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { HEADERS, batchCount, bulkApi, csvSheet, salesTaxRequest, sender } from './bulk-notifications.test-support.ts';

const ctx = useTestApp();
const api = bulkApi(ctx);
const sheet = { name: 'march.csv', content: csvSheet(HEADERS.SALES_TAX, [['Acme', 'owner@acme.test', '', '10']]) };

/** Every bulk call, for one caller. */
const everyCall = async (token: string, batchId: string) => [
  (await api.submit(token, salesTaxRequest([2]), sheet)).statusCode,
  (await api.list(token, { kind: 'SALES_TAX' })).statusCode,
  (await api.get(token, batchId)).statusCode,
  (await api.rows(token, batchId)).statusCode,
];

describe('bulk notifications access', () => {
  it('refuses tenant users (of any tenant) and staff without "send bulk notifications" with 403, storing nothing', async () => {
    const { token: adminToken } = await sender(ctx);
    const batchId = (await api.submit(adminToken, salesTaxRequest([2]), sheet)).json().uuid;
    const before = await batchCount(ctx.database);

    const tenant = await createTenant(ctx.database.db);
    const owner = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const almost = await createRole(ctx.database.db, {
      scope: 'firm',
      permissions: ['view tenant', 'view sales tax', 'update sales tax', 'view payroll'],
    });
    const notQuite = await createUser(ctx.database.db, { staffRoles: [almost.name] });

    for (const user of [owner, processor, notQuite]) {
      expect(await everyCall(await tokenFor(ctx.app, user.email), batchId), user.email).toEqual([403, 403, 403, 403]);
    }
    expect(await batchCount(ctx.database)).toBe(before);
  });

  it('lets a custom firm role holding only the permission send and read batches', async () => {
    const role = await createRole(ctx.database.db, { scope: 'firm', permissions: ['send bulk notifications'] });
    const user = await createUser(ctx.database.db, { staffRoles: [role.name] });
    const token = await tokenFor(ctx.app, user.email);

    const submitted = await api.submit(token, salesTaxRequest([2]), sheet);

    expect(submitted.statusCode).toBe(202);
    expect(await everyCall(token, submitted.json().uuid)).toEqual([202, 200, 200, 200]);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/bulk/notifications?kind=PUSH' });
    expect(response.statusCode).toBe(401);
  });
});
