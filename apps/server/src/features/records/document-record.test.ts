import { describe, expect, it } from 'vitest';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { eventsOf, recordsApi, recordsWorld } from './records.test-support.ts';

// Part 1 of issue 35: every document is classed when filed, and staff correct its class and tax year.
const ctx = useFilesTestApp();
const { call, upload } = recordsApi(ctx);
const recordOf = (id: string) =>
  ctx.database.db
    .selectFrom('documents')
    .select(['record_class', 'tax_year'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe("a document's record class (issue 35)", () => {
  it('is set by the rules when a file is uploaded: bank statements are source documents, an 8879 is an 8879', async () => {
    const { tenant, ownerToken } = await recordsWorld(ctx);
    const statement = await upload(ownerToken, tenant.id, 'March.pdf', 'BANK_STATEMENT');
    const payroll = await upload(ownerToken, tenant.id, 'Payroll March.pdf', 'PAYROLL_DOCUMENT');
    const form = await upload(ownerToken, tenant.id, 'Form 8879 signed.pdf', 'OTHERS');
    const other = await upload(ownerToken, tenant.id, 'Lease.pdf', 'OTHERS');
    expect(await recordOf(statement)).toEqual({ record_class: 'SOURCE_DOCUMENTS', tax_year: null });
    expect((await recordOf(payroll)).record_class).toBe('SOURCE_DOCUMENTS');
    expect((await recordOf(form)).record_class).toBe('FORM_8879');
    expect((await recordOf(other)).record_class).toBe('OTHER');
  });

  it('is changed by staff with its tax year, on the trail with from and to', async () => {
    const { tenant, ownerToken, processor } = await recordsWorld(ctx);
    const id = await upload(ownerToken, tenant.id, 'Return 2024.pdf', 'OTHERS');
    const changed = await call(processor, 'PATCH', `/tenants/${tenant.id}/documents/${id}/record`, {
      record_class: 'TAX_RETURN',
      tax_year: 2024,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ uuid: id, record_class: 'TAX_RETURN', tax_year: 2024 });
    expect(await recordOf(id)).toEqual({ record_class: 'TAX_RETURN', tax_year: 2024 });
    const event = (await eventsOf(ctx, 'RECORD_CLASS_CHANGE')).find((e) => e.target === `document:${id}`)!;
    expect(event).toMatchObject({ result: 'OK', tenant_id: tenant.id });
    expect(event.changes).toEqual({
      record_class: { from: 'OTHER', to: 'TAX_RETURN' },
      tax_year: { from: null, to: 2024 },
    });
    // Only the tax year: the class stays.
    const cleared = await call(processor, 'PATCH', `/tenants/${tenant.id}/documents/${id}/record`, { tax_year: null });
    expect(cleared.json()).toEqual({ uuid: id, record_class: 'TAX_RETURN', tax_year: null });
    // The preview reads it back, with whether a hold keeps it.
    const viewed = await call(processor, 'GET', `/tenants/${tenant.id}/documents/${id}/record`);
    expect(viewed.json()).toEqual({ uuid: id, record_class: 'TAX_RETURN', tax_year: null, held: false });
  });

  it('refuses a client (403), bad input (400), another company and the trash (404)', async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken, processor } = await recordsWorld(ctx);
    const id = await upload(ownerToken, tenant.id, 'Mine.pdf');
    const url = `/tenants/${tenant.id}/documents/${id}/record`;
    const byClient = await call(ownerToken, 'PATCH', url, { record_class: 'OTHER' });
    expect(byClient.statusCode).toBe(403);
    expect((await call(ownerToken, 'GET', url)).statusCode).toBe(403);
    expect(byClient.json().error.code).toBe('FORBIDDEN');
    const denied = (await eventsOf(ctx, 'RECORD_CLASS_CHANGE')).filter((e) => e.target === `document:${id}`);
    expect(denied.map((e) => e.result)).toEqual(['DENIED']);

    for (const body of [{}, { record_class: 'RECEIPTS' }, { tax_year: 1800 }, { tax_year: 2024.5 }]) {
      const refused = await call(processor, 'PATCH', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    // Company B's owner on A's document, and A's document under B's URL.
    expect((await call(outsiderToken, 'PATCH', url, { record_class: 'OTHER' })).statusCode).toBe(404);
    const crossed = await call(processor, 'PATCH', `/tenants/${otherTenant.id}/documents/${id}/record`, {
      record_class: 'OTHER',
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.code).toBe('NOT_FOUND');
    expect((await call(processor, 'GET', `/tenants/${otherTenant.id}/documents/${id}/record`)).statusCode).toBe(404);

    expect((await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${id}`)).statusCode).toBe(200);
    expect((await call(processor, 'PATCH', url, { record_class: 'OTHER' })).statusCode).toBe(404);
  });
});
