import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmSigningKey, type FirmSigningKey } from '../signing-key/firm-signing-key.ts';
import { generateSigningP12 } from '../signing-key/generate-signing-key.ts';
import { sealPdf } from '../signing-key/seal-pdf.ts';
import { chainEvent } from './evidence-chain.ts';
import { chainOf, completedEvidence, flipByte, zipOf } from './evidence.test-support.ts';
import type { EvidenceContents } from './evidence-zip.ts';
import { readZipEntries } from './read-evidence-zip.ts';
import { verifyEvidence, type EvidenceReport } from './verify-evidence.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let key: FirmSigningKey;
let evidence: EvidenceContents;
beforeAll(async () => {
  key = await firmSigningKey({ dataDir: scratch, signingP12: undefined });
  evidence = await completedEvidence(key);
});

const failures = (report: EvidenceReport) =>
  report.readable
    ? report.checks.filter((check) => !check.ok).map((check) => `${check.what}: ${check.detail}`)
    : [report.reason];

describe('verifyEvidence: an evidence zip checked offline', () => {
  it('holds the four files and says what is intact', async () => {
    const zip = await zipOf(evidence);
    expect([...(await readZipEntries(zip)).keys()]).toEqual([
      'signed.pdf',
      'original.pdf',
      'events.json',
      'summary.txt',
    ]);
    const report = await verifyEvidence(zip);
    expect(report).toMatchObject({ readable: true, intact: true });
    expect(report.readable && report.checks.map((check) => `${check.what}: ${check.detail}`)).toEqual([
      `event chain: 4 events, each linked to the one before, last hash ${evidence.events[3]!.hash}`,
      expect.stringMatching(
        /^original\.pdf: SHA-256 [0-9a-f]{64} as recorded by event 1 \(created, 2026-03-01T10:00:00\.000Z\)$/,
      ),
      expect.stringMatching(/^signed\.pdf: SHA-256 [0-9a-f]{64} as recorded by event 4 \(completed, /),
      'signed.pdf seal: covers the whole file, unchanged since sealed by "Ledgerport document seal"',
      `signed.pdf seal: certificate ${key.certificateSha256} is the one the chain records`,
    ]);
  });

  it('names a flipped byte of the signed PDF twice: its recorded hash and its seal', async () => {
    const inPageTree = Buffer.from(evidence.signed!).indexOf('/MediaBox') + 3;
    const report = await verifyEvidence(await zipOf({ ...evidence, signed: flipByte(evidence.signed!, inPageTree) }));
    expect(report).toMatchObject({ readable: true, intact: false });
    expect(failures(report)).toEqual([
      expect.stringMatching(
        /^signed\.pdf: changed: SHA-256 [0-9a-f]{64}, but event 4 \(completed, .*\) recorded [0-9a-f]{64}$/,
      ),
      'signed.pdf seal: the sealed content changed after sealing (its SHA-256 no longer matches the seal)',
    ]);
  });

  it('names an edited event in events.json, and the event after one edited with a fresh hash', async () => {
    const edited = evidence.events.map((event, i) => (i === 2 ? { ...event, ip: '198.51.100.9' } : event));
    expect(failures(await verifyEvidence(await zipOf({ ...evidence, events: edited })))).toEqual([
      'event chain: event 3 (signed, 2026-03-02T15:06:00.000Z) was changed: its content no longer matches its hash',
    ]);
    const rehashed = evidence.events.map((event, i) =>
      i === 1 ? chainEvent(event.prev_hash, { ...event, actor: 'Mallory' }) : event,
    );
    expect(failures(await verifyEvidence(await zipOf({ ...evidence, events: rehashed })))).toEqual([
      expect.stringMatching(/^event chain: event 3 \(signed, .*\) does not follow the event before it/),
    ]);
  });

  it('names a replaced original and a seal by another certificate than the chain records', async () => {
    const report = await verifyEvidence(await zipOf({ ...evidence, original: flipByte(evidence.original, 20) }));
    expect(failures(report)).toEqual([
      expect.stringMatching(/^original\.pdf: changed: SHA-256 .* but event 1 \(created/),
    ]);

    const otherKeyFile = path.join(scratch, 'other.p12');
    fs.writeFileSync(otherKeyFile, await generateSigningP12('Someone Else'));
    const other = await firmSigningKey({
      dataDir: scratch,
      signingP12: { path: otherKeyFile, password: 'ledgerport' },
    });
    const resealed = await sealPdf(evidence.original, other, {
      reason: 'r',
      name: 'n',
      contactInfo: 'c',
      location: 'l',
    });
    const events = evidence.events.map((event, i) =>
      i === 3 ? { ...event, signed_sha256: createHash('sha256').update(resealed).digest('hex') } : event,
    );
    const rechained = chainOf(events.map(({ prev_hash: _p, hash: _h, ...body }) => body));
    expect(failures(await verifyEvidence(await zipOf({ ...evidence, signed: resealed, events: rechained })))).toEqual([
      `signed.pdf seal: certificate ${other.certificateSha256} is not the one the chain records`,
    ]);
  });

  it('names a file missing from the zip, and events.json that is no longer JSON', async () => {
    const { signed: _signed, ...withoutSigned } = evidence;
    expect(failures(await verifyEvidence(await zipOf(withoutSigned)))).toEqual(['signed.pdf: missing from the zip']);
    const zip = await zipOf({ ...evidence, events: 'not a list' as unknown as EvidenceContents['events'] });
    expect(failures(await verifyEvidence(zip))).toEqual([
      'events.json: is not the JSON list of events it was (edited)',
    ]);
  });

  it('keeps an envelope that never completed verifiable: no signed PDF is expected', async () => {
    const { signed: _signed, ...declined } = evidence;
    const report = await verifyEvidence(await zipOf({ ...declined, events: evidence.events.slice(0, 3) }));
    expect(report).toMatchObject({ readable: true, intact: true });
  });

  it('calls a file that is no zip, or a cut-off zip, unreadable', async () => {
    expect(await verifyEvidence(Buffer.from('%PDF-1.7 not a zip'))).toMatchObject({ readable: false });
    const zip = await zipOf(evidence);
    expect(await verifyEvidence(zip.subarray(0, zip.length - 30))).toMatchObject({ readable: false });
  });

  it("checks each signer's paper copy against its event, and names one changed or added afterwards", async () => {
    const signer = '7d1c9a34-5f0e-4c1b-9d2a-3b6f8e4a2c10';
    const stranger = '2b8e6f10-9c4d-4e7a-8f3b-1a5d7c9e0b21';
    const paper = Buffer.from('%PDF-1.7 hand-signed on paper');
    const recorded = chainEvent(evidence.events.at(-1)!.hash, {
      type: 'paper_copy',
      at: '2026-03-02T09:00:00.000Z',
      signer,
      sha256: createHash('sha256').update(paper).digest('hex'),
    });
    const withPaper = { ...evidence, events: [...evidence.events, recorded] };
    const kept = await verifyEvidence(await zipOf({ ...withPaper, paperCopies: [{ signerId: signer, bytes: paper }] }));
    expect(kept).toMatchObject({ readable: true, intact: true });

    const changed = await verifyEvidence(
      await zipOf({
        ...withPaper,
        paperCopies: [
          { signerId: signer, bytes: flipByte(paper, 12) },
          { signerId: stranger, bytes: paper },
        ],
      }),
    );
    expect(failures(changed)).toEqual([
      expect.stringMatching(
        new RegExp(`^paper-copies/${signer}\\.pdf: changed: SHA-256 [0-9a-f]{64}, but event 5 \\(paper_copy, `),
      ),
      `paper-copies/${stranger}.pdf: no event records this paper copy (added afterwards)`,
    ]);
  });
});
