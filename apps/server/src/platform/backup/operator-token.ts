import { createHmac, timingSafeEqual } from 'node:crypto';

const SCHEME = 'Ledgerport-Operator';
/** How far the command's clock may be from the server's: the same machine, so a minute is generous. */
const WINDOW_SECONDS = 60;

// Keyed from the JWT secret under its own label, as file links are: whoever holds that key can already sign
// anyone's session, so the token adds no new secret to keep, and a session token is never one of these.
const keyOf = (secret: string) => createHmac('sha256', secret).update('ledgerport operator-socket key v1').digest();
const mac = (secret: string, seconds: number) =>
  createHmac('sha256', keyOf(secret)).update(`backup-snapshot:${seconds}`).digest('hex');

/** The Authorization header the backup command sends to the running server: the time, and its HMAC. */
export function operatorToken(secret: string, nowMs = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000);
  return `${SCHEME} ${seconds}.${mac(secret, seconds)}`;
}

export function isValidOperatorToken(secret: string, header: string | undefined, nowMs = Date.now()): boolean {
  const match = /^Ledgerport-Operator (\d{1,12})\.([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(nowMs / 1000 - seconds) > WINDOW_SECONDS) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), Buffer.from(mac(secret, seconds), 'hex'));
}
