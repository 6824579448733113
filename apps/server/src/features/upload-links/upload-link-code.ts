import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The six-digit codes an upload link's sender confirms their address with. A plain hash of six digits is
 * reversed by trying all million, so a code is kept as an HMAC keyed from the server secret under its own label,
 * over the link, the address and the code: a leaked database copy alone reveals nothing, and a code never works
 * for another address or another link.
 */
export function createUploadLinkCodes(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('ledgerport:upload-link-code:v1').digest();
  const mac = (linkId: string, email: string, code: string) =>
    createHmac('sha256', key).update(`${linkId}\n${email}\n${code}`).digest();
  return {
    generate: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    hash: (linkId: string, email: string, code: string) => mac(linkId, email, code).toString('hex'),
    matches(storedHex: string, linkId: string, email: string, code: string) {
      const stored = Buffer.from(storedHex, 'hex');
      const candidate = mac(linkId, email, code);
      return stored.length === candidate.length && timingSafeEqual(stored, candidate);
    },
  };
}
export type UploadLinkCodes = ReturnType<typeof createUploadLinkCodes>;
