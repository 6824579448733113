import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { latestEvent } from '../../../test/audit-trail.ts';
import { bearer } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { draftOf, letterPdf, signingApi, signingWorld, withSigningPlatform } from './signing.test-support.ts';

const ctx = useTestApp(undefined, {}, withSigningPlatform);
const api = signingApi(ctx);

describe('preparing an envelope', () => {
  it('makes a draft from an uploaded PDF with its page sizes, on the trail and in the list', async () => {
    const w = await signingWorld(ctx);
    const made = await api.upload(w.adminToken, w.tenant.id, await letterPdf(3), '8879 Smith.pdf');
    expect(made.statusCode).toBe(201);
    const envelope = made.json();
    expect(envelope).toMatchObject({
      title: '8879 Smith',
      status: 'draft',
      progress: 'draft',
      original: { path: 'Signature requests/8879 Smith.pdf' },
    });
    expect(envelope.original.pages).toEqual([
      { width: 612, height: 792 },
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ]);
    expect(envelope.original.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await latestEvent(ctx, 'ENVELOPE_CREATE', `envelope:${envelope.uuid}`)).result).toBe('OK');

    const list = (await api.list(w.adminToken, w.tenant.id)).json();
    expect(list.data.map((e: { uuid: string }) => e.uuid)).toEqual([envelope.uuid]);
    const doc = await api.call(
      w.adminToken,
      'GET',
      `tenants/${w.tenant.id}/signing/envelopes/${envelope.uuid}/document`,
    );
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(doc.rawPayload)).getPageCount()).toBe(3);
  });

  it("makes a draft from a company's own file by its path; a missing one is 404", async () => {
    const w = await signingWorld(ctx);
    const form = multipartBody('engagement letter.pdf', await letterPdf(2));
    const stored = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${w.tenant.id}/uploads?type=OTHERS`,
      headers: { ...bearer(w.clientToken), ...form.headers },
      payload: form.payload,
    });
    expect(stored.statusCode).toBe(201);
    const path = stored.json().path as string;
    const made = await api.call(w.adminToken, 'POST', `tenants/${w.tenant.id}/signing/envelopes`, { path });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: 'engagement letter', original: { path } });
    expect(made.json().original.pages).toHaveLength(2);
    const missing = await api.call(w.adminToken, 'POST', `tenants/${w.tenant.id}/signing/envelopes`, {
      path: 'Others/none.pdf',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what is not a PDF and a damaged one with their codes, keeping nothing', async () => {
    const w = await signingWorld(ctx);
    const notPdf = await api.upload(w.adminToken, w.tenant.id, Buffer.from('just words'), 'a.pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.code).toBe('NOT_A_PDF');
    const cut = (await letterPdf(1)).subarray(0, 40);
    const damaged = await api.upload(w.adminToken, w.tenant.id, cut, 'b.pdf');
    expect(damaged.json().error.code).toBe('PDF_DAMAGED');
    expect((await api.list(w.adminToken, w.tenant.id)).json().total).toBe(0);
  });

  it('lets only staff who manage signatures prepare; another company never sees the envelope', async () => {
    const w = await signingWorld(ctx);
    const pdf = await letterPdf(1);
    expect((await api.upload(w.processorToken, w.tenant.id, pdf)).statusCode).toBe(403);
    expect((await api.upload(w.clientToken, w.tenant.id, pdf)).statusCode).toBe(403);
    const envelope = (await api.upload(w.adminToken, w.tenant.id, pdf)).json();
    expect((await api.get(w.outsiderToken, w.tenant.id, envelope.uuid)).statusCode).toBe(404);
    // The right tenant's id with an envelope of another: not found either.
    const theirs = (await api.upload(w.adminToken, w.otherTenant.id, pdf)).json();
    expect((await api.get(w.adminToken, w.tenant.id, theirs.uuid)).statusCode).toBe(404);
  });

  it('saves signers and fields, keeping known data only as its label', async () => {
    const w = await signingWorld(ctx);
    const envelope = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    const draft = draftOf(
      [
        { kind: 'user', user_uuid: w.client.id, known_data: { label: 'Prior-year AGI', value: '$52,310' } },
        {
          kind: 'link',
          name: 'Pat Smith',
          email: 'Pat@Example.test',
          known_data: { label: 'SSN last 4', value: '1234' },
        },
      ],
      { verification: 'form_8879' },
    );
    const saved = await api.save(w.adminToken, w.tenant.id, envelope.uuid, draft);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.signers).toMatchObject([
      { position: 1, kind: 'user', email: w.client.email, known_data_label: 'Prior-year AGI', status: 'waiting' },
      { position: 2, kind: 'link', name: 'Pat Smith', email: 'pat@example.test', known_data_label: 'SSN last 4' },
    ]);
    expect(saved.body).not.toContain('52,310');
    expect(body.fields).toHaveLength(2);

    // Saved again with the signers' uuids and no known data: the label (and the hash behind it) stay.
    const again = draftOf(
      body.signers.map((s: { uuid: string; kind: string; user_uuid: string | null; name: string; email: string }) =>
        s.kind === 'user'
          ? { uuid: s.uuid, kind: 'user', user_uuid: s.user_uuid }
          : { uuid: s.uuid, kind: 'link', name: s.name, email: s.email },
      ),
      { verification: 'form_8879' },
    );
    const kept = (await api.save(w.adminToken, w.tenant.id, envelope.uuid, again)).json();
    expect(kept.signers.map((s: { known_data_label: string }) => s.known_data_label)).toEqual([
      'Prior-year AGI',
      'SSN last 4',
    ]);
  });

  it('refuses fields off the page and signers who may not sign, saving nothing', async () => {
    const w = await signingWorld(ctx);
    const envelope = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(1))).json();
    const offPage = draftOf([{ kind: 'user', user_uuid: w.client.id }]);
    offPage.fields[0]!.x = 500; // 500 + 200 > 612 points
    const refused = await api.save(w.adminToken, w.tenant.id, envelope.uuid, offPage);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'SIGNING_FIELDS_INVALID', details: [{ field: 'fields.0' }] });

    const secondPage = draftOf([{ kind: 'user', user_uuid: w.client.id }]);
    secondPage.fields[0]!.page = 2;
    expect((await api.save(w.adminToken, w.tenant.id, envelope.uuid, secondPage)).json().error.code).toBe(
      'SIGNING_FIELDS_INVALID',
    );

    const stranger = draftOf([{ kind: 'user', user_uuid: w.outsider.id }]);
    const notAllowed = await api.save(w.adminToken, w.tenant.id, envelope.uuid, stranger);
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().error.code).toBe('SIGNER_NOT_ALLOWED');
    expect((await api.get(w.adminToken, w.tenant.id, envelope.uuid)).json().signers).toEqual([]);
  });
});
