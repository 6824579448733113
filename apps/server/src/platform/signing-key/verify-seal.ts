import { createHash } from 'node:crypto';
import type { asn1, pki } from 'node-forge';
import { loadForge } from '../lazy/heavy-modules.ts';
import { certificateSha256 } from './read-signing-p12.ts';

export type SealReport = {
  sealed: boolean;
  /** Sealed, covering the whole file, unchanged since, and the signature verifies with its certificate. */
  intact: boolean;
  /** What is wrong, in words an operator reads (empty when intact). */
  problems: string[];
  certificateSha256?: string;
  signer?: string;
  signedAt?: Date;
};

/** What forge keeps of a parsed signature but does not declare in its types. */
type RawCapture = { authenticatedAttributes?: asn1.Asn1[]; signature?: string };

/**
 * Checks a PDF's seal offline, as a reader would: the last signature's byte range must span the whole file
 * but its own signature, the SHA-256 it signed must be that of those bytes, and the signature must verify with
 * the certificate it carries. Which certificate that should be is the caller's question (the evidence records it).
 */
export async function verifySeal(pdf: Uint8Array): Promise<SealReport> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length);
  const text = bytes.toString('latin1');
  const match = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!match) return { sealed: false, intact: false, problems: ['the PDF carries no seal (no digital signature)'] };
  const [start, firstLength, secondStart, secondLength] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const problems: string[] = [];
  const gapIsSignature =
    start === 0 && firstLength < secondStart && bytes[firstLength] === 0x3c && bytes[secondStart - 1] === 0x3e;
  if (!gapIsSignature) return { sealed: true, intact: false, problems: ["the seal's byte range is malformed"] };
  if (secondStart + secondLength !== bytes.length) {
    problems.push(
      `the seal does not cover the whole file: ${bytes.length - secondStart - secondLength} bytes differ from what was sealed`,
    );
  }
  const hex = text.slice(firstLength + 1, secondStart - 1);
  const signed = Buffer.concat([
    bytes.subarray(0, firstLength),
    bytes.subarray(secondStart, secondStart + secondLength),
  ]);
  const forge = await loadForge();
  let message: pki.Certificate[] | undefined;
  let raw: RawCapture = {};
  let derLength = 0;
  try {
    const der = Buffer.from(hex, 'hex').toString('binary');
    // The signature is followed by the zeros of its unused room: forge reads past them only with this option,
    // which its types do not declare.
    const fromDer = forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => asn1.Asn1;
    const parsed = fromDer(der, { parseAllBytes: false });
    derLength = forge.asn1.toDer(parsed).length();
    const p7 = forge.pkcs7.messageFromAsn1(parsed) as unknown as {
      certificates: pki.Certificate[];
      rawCapture: RawCapture;
    };
    message = p7.certificates;
    raw = p7.rawCapture;
  } catch {
    return {
      sealed: true,
      intact: false,
      problems: [...problems, "the seal's signature block cannot be read (it was altered)"],
    };
  }
  if (/[^0]/.test(hex.slice(derLength * 2))) problems.push("the seal's signature block was altered after sealing");
  const attributes = raw.authenticatedAttributes ?? [];
  const attribute = (oid: string) =>
    attributes.find((a) => forge.asn1.derToOid((a.value as asn1.Asn1[])[0]!.value as string) === oid);
  const valueOf = (a: asn1.Asn1 | undefined) =>
    ((a?.value as asn1.Asn1[] | undefined)?.[1]?.value as asn1.Asn1[] | undefined)?.[0]?.value;
  const recordedDigest = Buffer.from(
    String(valueOf(attribute(forge.pki.oids.messageDigest!)) ?? ''),
    'binary',
  ).toString('hex');
  if (recordedDigest !== createHash('sha256').update(signed).digest('hex')) {
    problems.push('the sealed content changed after sealing (its SHA-256 no longer matches the seal)');
  }
  const signedAttributes = forge.asn1
    .toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes))
    .getBytes();
  const digest = forge.md.sha256.create().update(signedAttributes).digest().bytes();
  const signer = (message ?? []).find((certificate) => {
    try {
      return (certificate.publicKey as pki.rsa.PublicKey).verify(digest, raw.signature ?? '');
    } catch {
      return false;
    }
  });
  if (!signer) problems.push("the seal's signature does not verify with the certificate it carries");
  const signingTime = valueOf(attribute(forge.pki.oids.signingTime!));
  return {
    sealed: true,
    intact: problems.length === 0,
    problems,
    certificateSha256: signer ? await certificateSha256(signer) : undefined,
    signer: signer?.subject.getField('CN')?.value as string | undefined,
    signedAt: typeof signingTime === 'string' ? forge.asn1.utcTimeToDate(signingTime) : undefined,
  };
}
