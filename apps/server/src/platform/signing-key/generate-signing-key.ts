import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { loadForge } from '../lazy/heavy-modules.ts';

/**
 * The generated file's password. A PKCS#12 needs one (the signer reads only encrypted key bags), but one kept
 * beside the file would protect nothing the file's mode (0600, like secrets.json) does not: it is fixed and
 * documented instead (docs/operations.md), so an operator can open the file with openssl.
 */
export const GENERATED_P12_PASSWORD = 'ledgerport';

const YEARS_VALID = 10;

/**
 * A self-signed certificate for the firm's document seal, as a PKCS#12. The RSA key comes from node:crypto
 * (OpenSSL: milliseconds; node-forge's pure-JavaScript generation takes seconds of a busy core), the certificate
 * and the container from node-forge.
 */
export async function generateSigningP12(commonName: string, now = new Date()): Promise<Buffer> {
  const forge = await loadForge();
  const pair = await promisify(generateKeyPair)('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  // A positive serial: the first hex digit below 8 keeps the DER integer's sign bit clear.
  certificate.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + YEARS_VALID);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationalUnitName', value: 'Document seal (Ledgerport)' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], GENERATED_P12_PASSWORD, {
    algorithm: '3des', // what every reader of PKCS#12 files opens, macOS Keychain included
    friendlyName: commonName,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
