/**
 * The @signpdf packages the seal needs, and the signer that uses them, loaded through
 * platform/lazy/heavy-modules.ts only: a server that never completes an envelope never loads them.
 */
import { createPrivateKey, privateEncrypt, constants, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';
import type { SignerMaterial } from './read-signing-p12.ts';

export { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
export { SignPdf } from '@signpdf/signpdf';

/** DER of SHA-256's DigestInfo up to the digest itself (RFC 8017, section 9.2, note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * @signpdf's P12Signer, with its one slow step done by OpenSSL: the same PKCS#7 (forge builds it: the
 * certificates, sha256, the authenticated attributes contentType, signingTime, messageDigest in that order), but
 * the RSA signature of those attributes made by node:crypto instead of forge's JavaScript big numbers, which took
 * most of a completion's time (about 80 ms for a 3072-bit key on a busy core, against 2 ms).
 */
export class FirmKeySigner extends Signer {
  private readonly key: KeyObject;
  private readonly certificate: forge.pki.Certificate;
  private readonly chain: forge.pki.Certificate[];

  constructor(material: SignerMaterial) {
    super();
    this.key = createPrivateKey(material.privateKeyPem);
    this.certificate = material.certificate;
    this.chain = material.chain;
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const certificate of this.chain) p7.addCertificate(certificate);
    const key = this.key;
    p7.addSigner({
      // forge asks its key to sign the attributes' digest: this key does it with OpenSSL (PKCS#1 v1.5).
      key: {
        sign: (md: forge.md.MessageDigest) =>
          privateEncrypt(
            { key, padding: constants.RSA_PKCS1_PADDING },
            Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().bytes(), 'binary')]),
          ).toString('binary'),
      } as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
