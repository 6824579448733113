import { createHash, createSign } from 'node:crypto';
import { canonicalJson } from '../evidence/canonical-json.ts';
import { loadForge } from '../lazy/heavy-modules.ts';
import type { FirmSigningKey } from './firm-signing-key.ts';

/** How a signed JSON document names its signature (verify-signed-json.ts checks exactly this). */
export const SIGNED_JSON_ALGORITHM = 'RSA-SHA256 over the canonical JSON of `document`';

/**
 * A JSON document signed with the firm's key: `document` as given, and `signature` over its canonical JSON
 * (keys sorted, no spaces: platform/evidence/canonical-json.ts), with the certificate to check it by. The file
 * is canonical JSON as well, so its SHA-256 is one fixed value the audit trail can name. Verifiable offline by
 * anyone with the file (scripts/verify-evidence.ts), with no database and no key but the public one it carries.
 */
export async function signJson(document: object, key: FirmSigningKey): Promise<Buffer> {
  return signCanonicalJson(canonicalJson(document), key);
}

/**
 * `signJson` of a document whose canonical JSON the caller has already (a disposal certificate of 10,000 items
 * needs it for its PDF too): serializing it once instead of three times. The file is the canonical JSON of
 * `{ document, signature }`, written around the given text ("document" sorts before "signature").
 */
export async function signCanonicalJson(canonicalDocument: string, key: FirmSigningKey): Promise<Buffer> {
  const forge = await loadForge();
  const value = createSign('sha256').update(canonicalDocument).sign(key.signer.privateKeyPem, 'base64');
  const signature = {
    algorithm: SIGNED_JSON_ALGORITHM,
    certificate_sha256: key.certificateSha256,
    signer_certificate: forge.pki.certificateToPem(key.signer.certificate),
    document_sha256: createHash('sha256').update(canonicalDocument).digest('hex'),
    value,
  };
  return Buffer.from(`{"document":${canonicalDocument},"signature":${canonicalJson(signature)}}`, 'utf8');
}
