import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { staffToken, tenantWithPeople } from '../tenant-users/tenant-users.test-support.ts';
import { multipartForm } from '../payroll/payroll.test-support.ts';
import { bulkTenantsApi, countTenants, fixture, tenantCsv, tenantLine } from './bulk-tenants.test-support.ts';

// A small file cap, to see the 413 without a large upload.
const ctx = useTestApp(undefined, { BULK_MAX_FILE_BYTES: '4096' });
const api = bulkTenantsApi(ctx);
const sheet = { name: 'one.csv', content: tenantCsv([tenantLine('access')]) };

async function tokenWithFirmPermissions(permissions: string[]) {
  const db = ctx.database.db;
  const role = await createRole(db, { scope: 'firm', permissions });
  return tokenFor(ctx.app, (await createUser(db, { staffRoles: [role.name] })).email);
}

describe('bulk tenant import: who may, and what is refused before the rows', () => {
  it('needs a session', async () => {
    expect((await api.upload('no-such-token', { selected_rows: [2] }, sheet)).statusCode).toBe(401);
  });

  it("refuses staff without 'create tenant' and every tenant user (403), creating nothing", async () => {
    const { ownerToken, outsiderToken } = await tenantWithPeople(ctx);
    const before = await countTenants(ctx);
    for (const token of [
      await staffToken(ctx, 'Processor'),
      await tokenWithFirmPermissions(['view tenant', 'update tenant', 'create tenant user']),
      ownerToken,
      outsiderToken,
    ]) {
      const response = await api.upload(token, { selected_rows: [2] }, sheet);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await countTenants(ctx)).toBe(before);
  });

  it("lets 'create tenant' alone import, but inviting owners needs 'create tenant user' too", async () => {
    const token = await tokenWithFirmPermissions(['create tenant']);
    const invite = await api.upload(token, { selected_rows: [2], invite_owners: true }, sheet);
    expect(invite.statusCode).toBe(403);

    const plain = await api.upload(token, { selected_rows: [2] }, sheet);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toEqual({ created: 1, invited: 0 });
  });

  it('answers 413 for a file over BULK_MAX_FILE_BYTES, and takes one of exactly that size', async () => {
    const token = await staffToken(ctx);
    const big = await api.upload(token, { selected_rows: [2] }, fixture('tenants.xlsx'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ field: 'max_bytes', message: '4096' }],
    });

    const line = tenantCsv([tenantLine('exact')]);
    const padded = `${line}\n${','.repeat(12)}\n`.padEnd(4096, '\n');
    const exact = await api.upload(token, { selected_rows: [2] }, { name: 'exact.csv', content: padded });
    expect(Buffer.byteLength(padded)).toBe(4096);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('wants multipart with the import JSON first (as text or application/json), then the file', async () => {
    const token = await staffToken(ctx);
    const post = (form: { payload: Buffer; headers: Record<string, string> }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/bulk/tenants',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/bulk/tenants',
      headers: bearer(token),
      payload: { selected_rows: [2] },
    });
    expect(notMultipart.statusCode).toBe(415);

    const file = { field: 'file', fileName: 'one.csv', content: sheet.content };
    const fileFirst = await post(multipartForm([file, { field: 'import', value: '{"selected_rows":[2]}' }]));
    expect(fileFirst.statusCode).toBe(400);
    expect(fileFirst.json().error.details).toEqual([{ field: 'import', message: VALIDATION_MESSAGES.noRowsSelected }]);

    const notJson = await post(multipartForm([{ field: 'import', value: '{selected' }, file]));
    expect(notJson.statusCode).toBe(400);

    const noFile = await post(multipartForm([{ field: 'import', value: '{"selected_rows":[2]}' }]));
    expect(noFile.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload }]);

    const typed = multipartForm([
      { field: 'import', value: '{"selected_rows":[2]}', contentType: 'application/json' },
      { field: 'file', fileName: 'typed.csv', content: tenantCsv([tenantLine('typed-json')]) },
    ]);
    expect((await post(typed)).statusCode).toBe(201);
  });
});
