import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { letterPdf, signingApi, signingWorld, withSigningPlatform } from './signing.test-support.ts';

const ctx = useTestApp(undefined, {}, withSigningPlatform);
const api = signingApi(ctx);

const field = (page: number, signer = 1) => ({
  signer_position: signer,
  kind: 'signature',
  page,
  x: 72,
  y: 700,
  width: 180,
  height: 36,
  required: true,
});
const layout = (name: string, fields: object[]) => ({
  name,
  message: 'Please sign your 8879.',
  order: 'sequential',
  verification: 'form_8879',
  signer_roles: ['Taxpayer', 'Spouse'],
  page_count: 2,
  fields,
});

describe('signing templates', () => {
  it("keep a layout that next year's draft reuses", async () => {
    const w = await signingWorld(ctx);
    const made = await api.call(
      w.adminToken,
      'POST',
      'signing/templates',
      layout('8879 couple', [field(1), field(2, 2)]),
    );
    expect(made.statusCode).toBe(201);
    const template = made.json();
    expect((await api.call(w.adminToken, 'POST', 'signing/templates', layout('8879 COUPLE', []))).statusCode).toBe(409);
    expect((await api.call(w.clientToken, 'GET', 'signing/templates')).statusCode).toBe(403);

    const draft = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(2))).json();
    const body = { tenant_uuid: w.tenant.id, envelope_uuid: draft.uuid };
    const applied = await api.call(w.adminToken, 'POST', `signing/templates/${template.uuid}/apply`, body);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      order: 'sequential',
      verification: 'form_8879',
      message: 'Please sign your 8879.',
    });
    expect(applied.json().fields.map((f: { page: number }) => f.page)).toEqual([1, 2]);

    // A one-page document cannot take a field of page 2: refused, the draft unchanged.
    const short = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    const refused = await api.call(w.adminToken, 'POST', `signing/templates/${template.uuid}/apply`, {
      tenant_uuid: w.tenant.id,
      envelope_uuid: short.uuid,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('SIGNING_FIELDS_INVALID');
    expect((await api.get(w.adminToken, w.tenant.id, short.uuid)).json().fields).toEqual([]);
  });
});
