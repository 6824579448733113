import { createHash } from 'node:crypto';

/**
 * How a random single-use token (an invitation or reset link, a remembered device, a "this wasn't me" link) is
 * kept: its SHA-256 only. The tokens carry 256 random bits, so no key or slow hash is needed; the hash keeps a
 * leaked database copy from holding usable tokens.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
