import { Secret, TOTP } from 'otpauth';
import { loadQrCode } from '../../lazy/heavy-modules.ts';

const PERIOD_SECONDS = 30;
const ISSUER = 'Ledgerport';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the user scans: the otpauth:// address and the same as a QR code (an SVG data URL). */
export async function totpEnrolment(secret: string, account: string) {
  const otpauthUrl = totpOf(secret, account).toString();
  const QRCode = await loadQrCode();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step a code belongs to, or undefined when it matches none. One step either side is accepted
 * (clock drift). A code of a step at or before `lastStep` is refused: each code works once (RFC 6238 §5.2).
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
  if (lastStep !== null && step <= lastStep) return undefined;
  return step;
}
