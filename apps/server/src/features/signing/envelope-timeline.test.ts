import { ZEnvelopeEventList, type TAuditAction } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { readTrail } from '../../../test/audit-trail.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { paperCopyFile } from '../../platform/evidence/evidence-zip.ts';
import { readZipEntries } from '../../platform/evidence/read-evidence-zip.ts';
import { verifyEvidence } from '../../platform/evidence/verify-evidence.ts';
import { draftOf, letterPdf, signingApi, signingWorld } from './signing.test-support.ts';

const ctx = useTestApp();

/** The results of every `action` event about `target`. */
const resultsOf = async (action: TAuditAction, target: string) =>
  (await readTrail(ctx, { action })).filter((event) => event.target === target).map((event) => event.result);
const api = signingApi(ctx);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const eventsOf = (token: string, tenantId: string, envelopeId: string) =>
  api.call(token, 'GET', `tenants/${tenantId}/signing/envelopes/${envelopeId}/events`);

async function lastCode(c: TestContext, to: string) {
  const row = await c.database.db
    .selectFrom('outbox_messages')
    .select('text_body')
    .where('to_address', '=', to)
    .where('template', '=', 'signing-code')
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.text_body)![1]!;
}

async function namedAdmin(name: string) {
  const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'], name });
  return tokenFor(ctx.app, admin.email);
}

async function sent(token: string, tenantId: string, draft: object) {
  const envelope = (await api.upload(token, tenantId, await letterPdf(1))).json();
  expect((await api.save(token, tenantId, envelope.uuid, draft)).statusCode).toBe(200);
  expect((await api.act(token, tenantId, envelope.uuid, 'send')).statusCode).toBe(200);
  return envelope.uuid as string;
}

const documentUrl = (tenantId: string, envelopeId: string) =>
  `tenants/${tenantId}/signing/envelopes/${envelopeId}/document`;

/** The envelope once the completion queue has sealed it (it polls every second). */
/** Completed and its sealed copy filed; answers where (the path a download of it is audited under). */
async function untilCompleted(token: string, tenantId: string, envelopeId: string): Promise<string> {
  for (let tries = 0; tries < 60; tries += 1) {
    const envelope = (await api.get(token, tenantId, envelopeId)).json();
    if (envelope.status === 'completed' && envelope.signed_path) return envelope.signed_path as string;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the envelope was not completed within 15 s');
}

function paperCopy(token: string, tenantId: string, envelopeId: string, signerId: string, pdf: Buffer) {
  const form = multipartBody('hand-signed.pdf', pdf);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tenants/${tenantId}/signing/envelopes/${envelopeId}/paper-copy?signer_uuid=${signerId}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe("an envelope's timeline for staff", () => {
  it('lists every step in order with names and safe details, never a hash, a code or the known data', async () => {
    const w = await signingWorld(ctx);
    const adminToken = await namedAdmin('Ada Admin');
    const id = await sent(
      adminToken,
      w.tenant.id,
      draftOf([{ kind: 'user', user_uuid: w.client.id, known_data: { label: 'Prior-year AGI', value: '52310' } }], {
        verification: 'form_8879',
      }),
    );
    const me = `signing/sign/${id}`;
    await api.call(w.clientToken, 'GET', me);
    await api.call(w.clientToken, 'POST', `${me}/consent`, { accepted: true });
    await api.call(w.clientToken, 'POST', `${me}/code`, { channel: 'email' });
    const code = await lastCode(ctx, w.client.email);
    expect((await api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: '11111' })).statusCode).toBe(400);
    expect((await api.call(w.clientToken, 'POST', `${me}/verify`, { code, known_data: '52310' })).statusCode).toBe(200);
    const signed = await api.call(w.clientToken, 'POST', `${me}/sign`, { signature_png: PNG, adopted: 'typed' });
    expect(signed.statusCode).toBe(200);

    // A Processor may read the envelope, so its steps too.
    const answer = await eventsOf(w.processorToken, w.tenant.id, id);
    expect(answer.statusCode).toBe(200);
    const { data } = ZEnvelopeEventList.parse(answer.json());
    expect(data.map((event) => event.type)).toEqual([
      'created',
      'sent',
      'viewed',
      'consented',
      'code_sent',
      'verification_failed',
      'verified',
      'signed',
      'all_signed',
    ]);
    expect(data.map((event) => event.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const client = { uuid: signed.json().me.uuid, name: w.client.name };
    const byType = Object.fromEntries(data.map((event) => [event.type, event]));
    expect(byType.created).toMatchObject({ by_name: 'Ada Admin', signer: null });
    expect(byType.sent).toMatchObject({ by_name: 'Ada Admin' });
    expect(byType.viewed).toMatchObject({ signer: client, ip: '198.51.100.23', by_name: null });
    expect(byType.code_sent).toMatchObject({ signer: client, channel: 'email' });
    expect(byType.verification_failed).toMatchObject({ method: 'form_8879', failures: 1 });
    expect(byType.verified).toMatchObject({ signer: client, method: 'form_8879', failures: null });
    expect(byType.signed).toMatchObject({ signer: client, adopted: 'typed', ip: '198.51.100.23' });
    expect(Date.parse(byType.signed!.at)).toBeGreaterThanOrEqual(Date.parse(byType.created!.at));

    // Hashes (the document's, the known data's), the code and the known data never leave the server here.
    expect(answer.body).not.toMatch(/[0-9a-f]{64}/);
    expect(answer.body).not.toContain(code);
    expect(answer.body).not.toContain('52310');
    expect(answer.body).not.toContain('one-time code');
  });

  it("answers 404 to another company's user, and for the envelope asked for under another company", async () => {
    const w = await signingWorld(ctx);
    const id = await sent(w.adminToken, w.tenant.id, draftOf([{ kind: 'user', user_uuid: w.client.id }]));
    expect((await eventsOf(w.outsiderToken, w.tenant.id, id)).statusCode).toBe(404);
    expect((await eventsOf(w.outsiderToken, w.otherTenant.id, id)).statusCode).toBe(404);
    expect((await eventsOf(w.adminToken, w.otherTenant.id, id)).statusCode).toBe(404);
  });
});

describe('a paper copy for the signer whose turn it is', () => {
  it('records one for a signer who asked for paper (not locked), refuses one out of turn; the sealed PDF downloads', async () => {
    const w = await signingWorld(ctx);
    const adminToken = await namedAdmin('Paula Paper');
    const id = await sent(
      adminToken,
      w.tenant.id,
      draftOf([
        { kind: 'user', user_uuid: w.client.id },
        { kind: 'link', name: 'Pat Spouse', email: 'pat-paper@spouse.test' },
      ]),
    );
    const [first, second] = (await api.get(adminToken, w.tenant.id, id)).json().signers as { uuid: string }[];
    const pdf = await letterPdf(1);

    // Sequential: the spouse's turn has not come.
    const early = await paperCopy(adminToken, w.tenant.id, id, second!.uuid, pdf);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('SIGNING_STATE');
    // No signed PDF before the envelope is completed.
    const notYet = await api.call(adminToken, 'GET', `${documentUrl(w.tenant.id, id)}?kind=signed`);
    expect(notYet.statusCode).toBe(404);

    const recorded = await paperCopy(adminToken, w.tenant.id, id, first!.uuid, pdf);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().signers[0]).toMatchObject({ status: 'signed', signed_on_paper: true });
    expect(recorded.json().signers[1].status).toBe('notified');
    // Recorded (beside the refusal, whose event may be written a moment later: so not "the latest").
    expect(await resultsOf('ENVELOPE_PAPER_COPY', `envelope:${id}`)).toContain('OK');

    const { data } = ZEnvelopeEventList.parse((await eventsOf(adminToken, w.tenant.id, id)).json());
    expect(data.at(-1)).toMatchObject({
      type: 'paper_copy',
      by_name: 'Paula Paper',
      signer: { uuid: first!.uuid, name: w.client.name },
    });

    // The spouse's copy too: everyone has signed, the envelope is sealed, and staff download the signed PDF.
    const spousePdf = await letterPdf(2);
    expect((await paperCopy(adminToken, w.tenant.id, id, second!.uuid, spousePdf)).statusCode).toBe(200);
    const signedPath = await untilCompleted(adminToken, w.tenant.id, id);
    const signedPdf = await api.call(adminToken, 'GET', `${documentUrl(w.tenant.id, id)}?kind=signed`);
    expect(signedPdf.statusCode).toBe(200);
    expect(signedPdf.headers['content-type']).toBe('application/pdf');
    expect(signedPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // On the trail as a download of the filed copy.
    expect(await resultsOf('FILE_DOWNLOAD', signedPath)).toContain('OK');
    const after = ZEnvelopeEventList.parse((await eventsOf(adminToken, w.tenant.id, id)).json()).data;
    expect(after.slice(-4).map((event) => event.type)).toEqual(['paper_copy', 'paper_copy', 'all_signed', 'completed']);

    // Both hand-signed copies are kept, each the signer's own, in the evidence that verifies them.
    const evidence = await api.call(adminToken, 'GET', `tenants/${w.tenant.id}/signing/envelopes/${id}/evidence`);
    expect(evidence.statusCode).toBe(200);
    const files = await readZipEntries(evidence.rawPayload);
    expect(Buffer.compare(files.get(paperCopyFile(first!.uuid))!, Buffer.from(pdf))).toBe(0);
    expect(Buffer.compare(files.get(paperCopyFile(second!.uuid))!, Buffer.from(spousePdf))).toBe(0);
    const report = await verifyEvidence(evidence.rawPayload);
    expect(report).toMatchObject({ readable: true, intact: true });
    const checked = report.readable ? report.checks.map((check) => check.what) : [];
    expect(checked).toEqual(expect.arrayContaining([paperCopyFile(first!.uuid), paperCopyFile(second!.uuid)]));
  });
});
