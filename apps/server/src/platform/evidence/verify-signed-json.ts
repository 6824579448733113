import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';
import { SIGNED_JSON_ALGORITHM } from '../signing-key/sign-json.ts';
import type { EvidenceCheck } from './verify-evidence.ts';

export type SignedJsonVerdict = {
  checks: EvidenceCheck[];
  /** The signed document when the file could be read as one. */
  document?: Record<string, unknown>;
  /** SHA-256 (hex) of the document's canonical JSON, and of the signer certificate's DER. */
  documentSha256?: string;
  certificateSha256?: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Checks a file written by signJson offline: it parses, its signature verifies over the canonical JSON of its
 * document with the certificate it carries, and the fingerprint it states is that certificate's. Which
 * certificate the firm's is, is the caller's question (a sealed PDF beside it, or the operator's knowledge).
 */
export function verifySignedJson(file: Buffer, name: string): SignedJsonVerdict {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.toString('utf8'));
  } catch {
    return { checks: [{ ok: false, what: name, detail: 'is not JSON (edited or cut short)' }] };
  }
  const signature = isRecord(parsed) && isRecord(parsed.signature) ? parsed.signature : undefined;
  const document = isRecord(parsed) && isRecord(parsed.document) ? parsed.document : undefined;
  if (!signature || !document || signature.algorithm !== SIGNED_JSON_ALGORITHM) {
    return { checks: [{ ok: false, what: name, detail: 'is not a signed document (no document or signature)' }] };
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(String(signature.signer_certificate));
  } catch {
    return { checks: [{ ok: false, what: name, detail: "its signer's certificate cannot be read (altered)" }] };
  }
  const canonical = canonicalJson(document);
  const documentSha256 = createHash('sha256').update(canonical).digest('hex');
  const certificateSha256 = createHash('sha256').update(certificate.raw).digest('hex');
  const checks: EvidenceCheck[] = [];
  const verified = createVerify('sha256')
    .update(canonical)
    .verify(certificate.publicKey, String(signature.value ?? ''), 'base64');
  checks.push(
    verified
      ? { ok: true, what: `${name} signature`, detail: `verifies over the document (SHA-256 ${documentSha256})` }
      : {
          ok: false,
          what: `${name} signature`,
          detail: 'does not verify: the document changed after it was signed, or the signature was altered',
        },
  );
  checks.push(
    signature.certificate_sha256 === certificateSha256
      ? {
          ok: true,
          what: `${name} signer`,
          detail: `${certificate.subject.replace(/\n/g, ', ')}, certificate SHA-256 ${certificateSha256}`,
        }
      : {
          ok: false,
          what: `${name} signer`,
          detail: 'the certificate fingerprint it states is not that of the certificate it carries',
        },
  );
  return { checks, document, documentSha256, certificateSha256 };
}
