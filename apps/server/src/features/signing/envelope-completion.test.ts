import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { latestEvent } from '../../../test/audit-trail.ts';
import { bearer } from '../../../test/factories.ts';
import { buildEvidenceZip, EVIDENCE_FILES } from '../../platform/evidence/evidence-zip.ts';
import { readZipEntries } from '../../platform/evidence/read-evidence-zip.ts';
import { verifyEvidence } from '../../platform/evidence/verify-evidence.ts';
import { loadPdfLib } from '../../platform/lazy/heavy-modules.ts';
import { filesApi } from '../files/files.test-support.ts';
import { signedFileName, SIGNED_DOCUMENTS_FOLDER } from './envelope-filing.ts';
import { draftOf, letterPdf, signingApi, signingWorld } from './signing.test-support.ts';

const ctx = useTestApp();
const api = signingApi(ctx);
const companyFiles = filesApi(ctx);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function evidenceOf(token: string, tenantId: string, envelopeId: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/tenants/${tenantId}/signing/envelopes/${envelopeId}/evidence`,
    headers: bearer(token),
  });
}

/** The envelope as staff read it, once the completion queue has done its work and filed the signed copy. */
async function untilCompleted(token: string, tenantId: string, envelopeId: string) {
  for (let tries = 0; tries < 60; tries += 1) {
    const envelope = (await api.get(token, tenantId, envelopeId)).json();
    if (envelope.status === 'completed' && envelope.signed_path) return envelope;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the envelope was not completed within 15 s');
}

describe('completing an envelope', () => {
  it('seals the signed PDF with a certificate page once the last signer signs, and its evidence proves itself', async () => {
    const w = await signingWorld(ctx);
    const draft = (await api.upload(w.adminToken, w.tenant.id, await letterPdf(2))).json();
    // No evidence for a draft: nothing has happened that a firm must keep.
    expect((await evidenceOf(w.adminToken, w.tenant.id, draft.uuid)).statusCode).toBe(409);
    const signers = [
      { kind: 'user', user_uuid: w.client.id },
      { kind: 'user', user_uuid: w.spouse.id },
    ];
    expect(
      (await api.save(w.adminToken, w.tenant.id, draft.uuid, draftOf(signers, { order: 'together' }))).statusCode,
    ).toBe(200);
    expect((await api.act(w.adminToken, w.tenant.id, draft.uuid, 'send')).statusCode).toBe(200);
    for (const token of [w.clientToken, w.spouseToken]) {
      const me = `signing/sign/${draft.uuid}`;
      expect((await api.call(token, 'POST', `${me}/consent`, { accepted: true })).statusCode).toBe(200);
      const signed = await api.call(token, 'POST', `${me}/sign`, { signature_png: PNG, adopted: 'drawn' });
      expect(signed.statusCode).toBe(200);
    }

    const completed = await untilCompleted(w.adminToken, w.tenant.id, draft.uuid);
    expect(completed.progress).toBe('signed');
    expect(completed.completed_at).not.toBeNull();
    expect((await latestEvent(ctx, 'ENVELOPE_COMPLETE', `envelope:${draft.uuid}`)).result).toBe('OK');

    const evidence = await evidenceOf(w.adminToken, w.tenant.id, draft.uuid);
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toContain('application/zip');
    expect((await latestEvent(ctx, 'ENVELOPE_EVIDENCE_DOWNLOAD', `envelope:${draft.uuid}`)).result).toBe('OK');
    const zip = evidence.rawPayload;
    const report = await verifyEvidence(zip);
    expect(report).toMatchObject({ readable: true, intact: true });

    // The signed PDF: the two pages and the certificate page after them.
    const files = await readZipEntries(zip);
    const signedPdf = files.get(EVIDENCE_FILES.signed)!;
    const { PDFDocument } = await loadPdfLib();
    expect((await PDFDocument.load(signedPdf, { ignoreEncryption: true })).getPageCount()).toBe(3);
    const events = JSON.parse(files.get(EVIDENCE_FILES.events)!.toString('utf8')) as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['created', 'sent', 'consented', 'signed', 'all_signed', 'completed']),
    );

    // One byte of the signed PDF changed: verify-evidence names the file.
    const tampered = Buffer.from(signedPdf);
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at]! ^ 0x01;
    const changed = await verifyEvidence(
      await buildEvidenceZip(
        {
          original: files.get(EVIDENCE_FILES.original)!,
          signed: tampered,
          events: JSON.parse(files.get(EVIDENCE_FILES.events)!.toString('utf8')),
          summary: files.get(EVIDENCE_FILES.summary)!.toString('utf8'),
        },
        new Date(),
      ),
    );
    expect(changed.readable && changed.intact).toBe(false);
    const failed = changed.readable ? changed.checks.filter((check) => !check.ok) : [];
    expect(failed.map((check) => check.what).join(' ')).toContain(EVIDENCE_FILES.signed);

    // The sealed copy is filed in the company's "Signed documents", where the signer finds it: the same bytes.
    expect(completed.signed_path).toBe(`${SIGNED_DOCUMENTS_FOLDER}/${signedFileName(completed.title)}`);
    const listed = await companyFiles.listAll(w.clientToken, w.tenant.id, { path: SIGNED_DOCUMENTS_FOLDER });
    expect(listed.map((entry) => entry.path)).toEqual([completed.signed_path]);
    // Issue 35: a signed 8879 (named after its envelope's title) is kept as a Form 8879 record.
    expect(completed.title).toContain('8879');
    const filed = await ctx.database.db
      .selectFrom('documents')
      .select('record_class')
      .where('tenant_id', '=', w.tenant.id)
      .where('folder', '=', SIGNED_DOCUMENTS_FOLDER)
      .executeTakeFirstOrThrow();
    expect(filed.record_class).toBe('FORM_8879');
    const link = await companyFiles.link(w.clientToken, w.tenant.id, { path: completed.signed_path });
    expect(link.statusCode).toBe(200);
    expect(Buffer.compare((await companyFiles.fetchLink(link.json())).rawPayload, signedPdf)).toBe(0);

    // Someone of another company does not learn it exists.
    expect((await evidenceOf(w.outsiderToken, w.tenant.id, draft.uuid)).statusCode).toBe(404);
  });
});

describe('the file name of a signed copy', () => {
  it('keeps the title readable and drops what a file name cannot hold', () => {
    expect(signedFileName('Form 8879: Smith / Jones')).toBe('Form 8879 Smith Jones (signed).pdf');
    expect(signedFileName('Engagement letter.pdf')).toBe('Engagement letter (signed).pdf');
    expect(signedFileName('\u202e?*')).toBe('Signed document (signed).pdf');
  });
});
