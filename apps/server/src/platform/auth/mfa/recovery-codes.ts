import { randomInt } from 'node:crypto';
import { hashToken } from '../token-hash.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper and typed.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes such as "k7q2m-x9p4t" (about 49 bits each): shown once, stored only as hashes. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/**
 * SHA-256 of the code as typed, without its dash and case. A slow hash would add nothing: the codes are random,
 * not chosen by people, and each one works once.
 */
export const hashRecoveryCode = (code: string): string => hashToken(code.trim().toLowerCase().replace(/-/g, ''));
