import type { FastifyBaseLogger } from 'fastify';
import { firmSigningKey, type SigningKeySettings } from './firm-signing-key.ts';
import { SigningKeyError } from './signing-key-errors.ts';

/**
 * Reads the firm's own PKCS#12 (SIGNING_P12_PATH) once at start. A failure is a warning, not a failed start (the
 * rest of the portal works), but an operator should learn of a wrong password or an expired certificate now,
 * not when the first client's envelope cannot be sealed. Without SIGNING_P12_PATH nothing is checked or loaded.
 */
export async function warnIfSigningKeyUnusable(settings: SigningKeySettings, log: FastifyBaseLogger) {
  if (!settings.signingP12) return;
  try {
    const key = await firmSigningKey(settings);
    log.info(
      `Signed PDFs are sealed as "${key.subject}" (certificate valid until ${key.notAfter.toISOString().slice(0, 10)}).`,
    );
  } catch (error) {
    const cause = error instanceof SigningKeyError ? error.message : String(error);
    log.warn(
      `The firm's signing certificate cannot be used (${cause}): envelopes cannot be completed until it is fixed.`,
    );
  }
}
