import { createHash } from 'node:crypto';
import { addCertificatePage } from '../pdf/certificate-page.ts';
import { makePdf, makePng } from '../pdf/pdf-fixtures.test-support.ts';
import { writeFields } from '../pdf/write-fields.ts';
import type { FirmSigningKey } from '../signing-key/firm-signing-key.ts';
import { sealPdf } from '../signing-key/seal-pdf.ts';
import { chainEvent, type ChainedEvent } from './evidence-chain.ts';
import { evidenceSummary } from './evidence-summary.ts';
import { buildEvidenceZip, type EvidenceContents } from './evidence-zip.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const ENVELOPE = '0b6f3b9e-2c55-4a53-9a59-6f1de1c8a001';

export const chainOf = (events: Record<string, unknown>[]) =>
  events.reduce<ChainedEvent[]>((chain, event) => [...chain, chainEvent(chain.at(-1)?.hash ?? null, event)], []);

/**
 * A completed envelope's evidence as the signing feature will produce it: the original, the signed PDF (fields,
 * certificate page, seal), and the chain recording the hashes and the sealing certificate.
 */
export async function completedEvidence(key: FirmSigningKey): Promise<EvidenceContents> {
  const original = await makePdf(2);
  const filled = await writeFields(original, [
    { page: 2, kind: 'signature', x: 72, y: 600, width: 200, height: 40, png: makePng(200, 40) },
  ]);
  const certified = await addCertificatePage(filled, {
    envelope_uuid: ENVELOPE,
    title: 'Engagement letter',
    file_name: 'engagement.pdf',
    page_count: 2,
    original_sha256: sha256(original),
    final_sha256: sha256(filled),
    firm_name: 'Example CPA LLC',
    firm_time_zone: 'America/New_York',
    completed_at: new Date('2026-03-02T15:06:01Z'),
    signers: [],
  });
  const signed = await sealPdf(certified, key, {
    reason: 'Signed by all parties',
    name: 'Example CPA LLC',
    contactInfo: 'office@example-cpa.test',
    location: 'Springfield',
  });
  const events = chainOf([
    { type: 'created', at: '2026-03-01T10:00:00.000Z', envelope_uuid: ENVELOPE, original_sha256: sha256(original) },
    { type: 'sent', at: '2026-03-01T10:05:00.000Z', envelope_uuid: ENVELOPE, actor: 'Bob Staff' },
    {
      type: 'signed',
      at: '2026-03-02T15:06:00.000Z',
      envelope_uuid: ENVELOPE,
      signer: 'Ann Example',
      ip: '203.0.113.7',
    },
    {
      type: 'completed',
      at: '2026-03-02T15:06:01.000Z',
      envelope_uuid: ENVELOPE,
      signed_sha256: sha256(signed),
      seal_certificate_sha256: key.certificateSha256,
    },
  ]);
  const summary = evidenceSummary(
    {
      title: 'Engagement letter',
      envelope_uuid: ENVELOPE,
      firm_name: 'Example CPA LLC',
      firm_time_zone: 'America/New_York',
      status: 'completed',
    },
    events,
  );
  return { original, signed, events, summary };
}

export const zipOf = (contents: EvidenceContents) => buildEvidenceZip(contents, new Date('2026-03-02T15:06:01Z'));

/** A copy with one byte changed (bit 0 flipped) at `at`. */
export const flipByte = (bytes: Uint8Array, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};
