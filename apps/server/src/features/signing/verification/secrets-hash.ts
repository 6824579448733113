import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Known data (prior-year AGI, the SSN's last four) compared as people type it: case, spaces and the usual
 * separators ($ , . - /) do not matter, so "$52,310" matches "52310".
 */
export const normaliseKnownData = (value: string) => value.toLowerCase().replace(/[\s$,.\-/]/g, '');

/**
 * A salted, slow hash (scrypt), `salt:hash` in hex. Known data has little entropy (four digits of an SSN), so a
 * copy of the database must not answer it by a lookup table; a one-time code is kept the same way.
 */
export function saltedHash(secret: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(secret, salt, 32).toString('hex')}`;
}

export function matchesHash(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(secret, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Six digits, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** "j•••@example.com": enough for the signer to recognise where the code went, not to learn the address. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};
