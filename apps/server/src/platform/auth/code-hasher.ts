import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Makes and checks short one-time codes (6 digits). A plain hash of 6 digits is reversed by trying all million,
 * so codes are kept as an HMAC whose key derives from the server secret: a leaked database copy alone reveals
 * nothing. `label` keeps each use's key distinct (and distinct from the JWT key it derives from); `owner` (a user
 * or a link id) is part of the MAC, so a hash copied to another row never matches.
 */
export function createCodeHasher(serverSecret: string, label: string, digits = 6) {
  const key = createHmac('sha256', serverSecret).update(`ledgerport:${label}`).digest();
  const mac = (owner: string, code: string) => createHmac('sha256', key).update(`${owner}:${code}`).digest();

  return {
    generate: () => String(randomInt(0, 10 ** digits)).padStart(digits, '0'),
    hash: (owner: string, code: string) => mac(owner, code).toString('hex'),
    matches(storedHex: string, owner: string, code: string) {
      const stored = Buffer.from(storedHex, 'hex');
      const candidate = mac(owner, code);
      return stored.length === candidate.length && timingSafeEqual(stored, candidate);
    },
  };
}
export type CodeHasher = ReturnType<typeof createCodeHasher>;
