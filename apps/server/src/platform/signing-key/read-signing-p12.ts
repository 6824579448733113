import { createHash } from 'node:crypto';
import type { pki } from 'node-forge';
import { loadForge } from '../lazy/heavy-modules.ts';
import { SigningKeyError } from './signing-key-errors.ts';

export type SigningP12Facts = {
  /** SHA-256 (hex) of the sealing certificate's DER: what the evidence records and verify-evidence compares. */
  certificateSha256: string;
  subject: string;
  notAfter: Date;
  /** What the seal signs with, read here once (each PKCS#12 read costs ~25 ms of key derivation in JavaScript). */
  signer: SignerMaterial;
};

/** The private key as PEM (for node:crypto) and the certificates as forge holds them (for the PKCS#7). */
export type SignerMaterial = { privateKeyPem: string; certificate: pki.Certificate; chain: pki.Certificate[] };

/** A certificate's SHA-256 fingerprint (hex, of its DER encoding). */
export async function certificateSha256(certificate: pki.Certificate): Promise<string> {
  const forge = await loadForge();
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/**
 * Reads a PKCS#12 the way the seal will (an encrypted key bag and the certificate of that key), so that a file
 * the seal cannot use is refused with its reason before any envelope depends on it.
 */
export async function readSigningP12(p12: Buffer, password: string, now = new Date()): Promise<SigningP12Facts> {
  const forge = await loadForge();
  let container;
  try {
    container = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  } catch {
    throw new SigningKeyError('not_pkcs12_or_wrong_password', 'not a PKCS#12 file, or the password is wrong');
  }
  const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const certBagType = forge.pki.oids.certBag!;
  const keyBags = container.getBags({ bagType: keyBagType })[keyBagType];
  const key = keyBags?.[0]?.key as pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningKeyError('no_private_key', 'the file holds no (encrypted) private key');
  const certBags = container.getBags({ bagType: certBagType })[certBagType] ?? [];
  const chain = certBags.flatMap((bag: { cert?: pki.Certificate }) => (bag.cert ? [bag.cert] : []));
  const certificate = chain.find((cert): cert is pki.Certificate => {
    const publicKey = cert?.publicKey as pki.rsa.PublicKey | undefined;
    return publicKey?.n?.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
  });
  if (!certificate) {
    throw new SigningKeyError('no_matching_certificate', 'no certificate in the file matches its private key (RSA)');
  }
  if (certificate.validity.notAfter < now) {
    throw new SigningKeyError('expired', `the certificate expired on ${certificate.validity.notAfter.toISOString()}`);
  }
  const commonName = certificate.subject.getField('CN')?.value as string | undefined;
  return {
    certificateSha256: await certificateSha256(certificate),
    subject:
      commonName ??
      certificate.subject.attributes.map((a: pki.CertificateField) => `${a.shortName}=${a.value}`).join(', '),
    notAfter: certificate.validity.notAfter,
    signer: { privateKeyPem: forge.pki.privateKeyToPem(key), certificate, chain },
  };
}
