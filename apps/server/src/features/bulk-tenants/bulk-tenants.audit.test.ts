import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { multipartForm } from '../payroll/payroll.test-support.ts';
import { tenantCsv, tenantLine } from './bulk-tenants.test-support.ts';

const ctx = useTestApp();

const upload = (token: string, fileName: string, rows: number) => {
  const content = tenantCsv(Array.from({ length: rows }, () => tenantLine(Math.random().toString(36).slice(2, 8))));
  const form = multipartForm([
    {
      field: 'import',
      value: JSON.stringify({ selected_rows: Array.from({ length: rows }, (_, i) => i + 2), invite_owners: true }),
    },
    { field: 'file', fileName, content },
  ]);
  return ctx.app.inject(
    asCaller(token, { method: 'POST', url: '/api/v1/bulk/tenants', headers: form.headers, payload: form.payload }),
  );
};
const staffToken = async (role: string) =>
  tokenFor(ctx.app, (await createUser(ctx.database.db, { staffRoles: [role] })).email);

describe('bulk tenant imports on the audit trail', () => {
  it('records the import with its file and counts, and each tenant, owner and invitation it made', async () => {
    const response = await upload(await staffToken('Admin'), 'new-clients.csv', 3);
    expect(response.statusCode, response.body).toBe(201);

    expect(await latestEvent(ctx, 'BULK_TENANT_IMPORT', 'file:new-clients.csv')).toMatchObject({
      result: 'OK',
      tenant: null,
      ...fromCaller,
      changes: {
        file_name: { from: null, to: 'new-clients.csv' },
        tenants: { from: null, to: 3 },
        invited: { from: null, to: 3 },
      },
    });
    const created = (await readTrail(ctx, { action: 'TENANT_CREATE' })).filter((e) => e.result === 'OK');
    expect(created).toHaveLength(3);
    expect(created.every((e) => e.target === `tenant:${e.tenant?.uuid}` && e.ip === fromCaller.ip)).toBe(true);
    for (const tenant of created.map((e) => e.tenant!.uuid)) {
      expect(await readTrail(ctx, { action: 'TENANT_USER_ADD', tenant_uuid: tenant })).toHaveLength(1);
      expect(await readTrail(ctx, { action: 'INVITATION_SEND', tenant_uuid: tenant })).toHaveLength(1);
    }
  });

  it('records a refused import as DENIED', async () => {
    expect((await upload(await staffToken('Processor'), 'sneaky.csv', 1)).statusCode).toBe(403);
    expect((await readTrail(ctx, { action: 'BULK_TENANT_IMPORT', result: 'DENIED' }))[0]).toMatchObject({
      detail: 'FORBIDDEN',
      ...fromCaller,
    });
  });
});
