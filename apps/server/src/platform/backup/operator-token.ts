import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SCHEME = 'Ledgerport-Operator';
/** How far the command's clock may be from the server's: the same machine, so a minute is generous. */
const WINDOW_MS = 60_000;

// Keyed from the JWT secret under its own label, as file links are: whoever holds that key can already sign
// anyone's session, so the token adds no new secret to keep, and a session token is never one of these.
const keyOf = (secret: string) => createHmac('sha256', secret).update('ledgerport operator-socket key v2').digest();
const mac = (secret: string, id: string) =>
  createHmac('sha256', keyOf(secret)).update(`backup-snapshot:${id}`).digest('hex');

/**
 * The Authorization header the backup command sends to the running server: when it was made (milliseconds), a
 * random nonce (two backups in the same instant are two tokens), and the HMAC of both.
 */
export function operatorToken(secret: string, nowMs = Date.now()): string {
  const id = `${Math.floor(nowMs)}.${randomBytes(16).toString('hex')}`;
  return `${SCHEME} ${id}.${mac(secret, id)}`;
}

/**
 * The server's side: accepts each well-signed token once, within its minute. Used tokens are remembered in the
 * process that holds the socket until they expire. That memory is sound because the socket exists only in the
 * embedded server, one process per DATA_DIR (the data directory's lock), and because a token made before this
 * gate was created is refused: whatever an earlier process answered (even one that crashed) was made before
 * it, so a restart cannot make a used token new again. No database write, so PGlite's lost-on-crash writes play
 * no part.
 */
export function createOperatorTokenGate(secret: string, now: () => number = Date.now) {
  const startedAtMs = now();
  const used = new Map<string, number>(); // token id → when it stops being valid anyway

  return function accept(header: string | undefined): boolean {
    const match = /^Ledgerport-Operator (\d{1,15})\.([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(header ?? '');
    if (!match) return false;
    const nowMs = now();
    const madeAtMs = Number(match[1]);
    const id = `${match[1]}.${match[2]}`;
    if (Math.abs(nowMs - madeAtMs) > WINDOW_MS || madeAtMs < startedAtMs) return false;
    if (!timingSafeEqual(Buffer.from(match[3]!, 'hex'), Buffer.from(mac(secret, id), 'hex'))) return false;
    for (const [usedId, expiresAt] of used) if (expiresAt < nowMs) used.delete(usedId);
    if (used.has(id)) return false;
    used.set(id, madeAtMs + WINDOW_MS);
    return true;
  };
}
