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
  const forge = await loadForge();
  const value = createSign('sha256').update(canonicalJson(document)).sign(key.signer.privateKeyPem, 'base64');
  const signature = {
    algorithm: SIGNED_JSON_ALGORITHM,
    certificate_sha256: key.certificateSha256,
    signer_certificate: forge.pki.certificateToPem(key.signer.certificate),
    document_sha256: createHash('sha256').update(canonicalJson(document)).digest('hex'),
    value,
  };
  return Buffer.from(canonicalJson({ document, signature }), 'utf8');
}
