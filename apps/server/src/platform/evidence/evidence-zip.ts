import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { ZipFile } from '../zip/zip-file.ts';
import type { ChainedEvent } from './evidence-chain.ts';

/** The names inside an evidence zip: fixed, so that verify-evidence needs nothing but the zip. */
export const EVIDENCE_FILES = {
  signed: 'signed.pdf',
  original: 'original.pdf',
  events: 'events.json',
  summary: 'summary.txt',
} as const;

/** Where a signer's hand-signed paper copy is in the zip: named by the signer the chain's `paper_copy` event names. */
export const PAPER_COPIES_FOLDER = 'paper-copies/';
export const paperCopyFile = (signerId: string) => `${PAPER_COPIES_FOLDER}${signerId}.pdf`;

export type EvidenceContents = {
  original: Uint8Array;
  /** Absent while the envelope is not completed (declined, voided, expired): the evidence still holds. */
  signed?: Uint8Array;
  events: ChainedEvent[];
  summary: string;
  /** Printed, hand-signed copies staff recorded, one per signer who signed on paper. */
  paperCopies?: { signerId: string; bytes: Uint8Array }[];
};

/**
 * One zip a firm keeps: the signed PDF, the original, the chain as JSON and a readable summary. The PDFs are
 * stored, not deflated (they are compressed already); each file dated at `at` (the envelope's last event), so the
 * same evidence gives the same zip.
 */
export async function buildEvidenceZip(contents: EvidenceContents, at: Date): Promise<Buffer> {
  const zip = new ZipFile();
  const add = (bytes: Uint8Array, name: string, compress: boolean) =>
    zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), name, { mtime: at, compress });
  if (contents.signed) add(contents.signed, EVIDENCE_FILES.signed, false);
  add(contents.original, EVIDENCE_FILES.original, false);
  for (const copy of contents.paperCopies ?? []) add(copy.bytes, paperCopyFile(copy.signerId), false);
  add(Buffer.from(`${JSON.stringify(contents.events, null, 2)}\n`), EVIDENCE_FILES.events, true);
  add(Buffer.from(contents.summary), EVIDENCE_FILES.summary, true);
  zip.end();
  return collect(Readable.from(zip.outputStream as AsyncIterable<Buffer>));
}
