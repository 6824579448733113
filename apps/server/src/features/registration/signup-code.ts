import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNUP_CODE_LENGTH } from '@ledgerport/contract';

/**
 * Makes and checks sign-up codes. A plain hash of 6 digits is reversed by trying all million, so codes
 * are stored as an HMAC whose key derives from the server secret: a leaked database copy alone reveals
 * nothing. The label keeps this key distinct from the JWT signing key it derives from. The user id is
 * part of the MAC, so a code hash copied to another user's row never matches.
 */
export function createSignupCodeHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('ledgerport:signup-code:v1').digest();
  const hash = (userId: string, code: string) => createHmac('sha256', key).update(`${userId}:${code}`).digest();

  return {
    generate: () => String(randomInt(0, 10 ** SIGNUP_CODE_LENGTH)).padStart(SIGNUP_CODE_LENGTH, '0'),
    hash: (userId: string, code: string) => hash(userId, code).toString('hex'),
    matches(storedHex: string, userId: string, code: string) {
      const stored = Buffer.from(storedHex, 'hex');
      const candidate = hash(userId, code);
      return stored.length === candidate.length && timingSafeEqual(stored, candidate);
    },
  };
}
export type SignupCodeHasher = ReturnType<typeof createSignupCodeHasher>;
