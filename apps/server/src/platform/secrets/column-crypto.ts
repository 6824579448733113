import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKeyring } from './data-keys.ts';

/**
 * Secret columns (docs/security.md, "Secrets at rest") are stored as `v1:<keyId>:<nonce>:<ciphertext+tag>`
 * (base64url): AES-256-GCM under a key kept outside the database, a random 96-bit nonce per value. The
 * column and row a value belongs to are its additional data: a value copied into another row (someone's TOTP
 * secret into an administrator's) does not open there.
 */
const PREFIX = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class ColumnKeyMissingError extends Error {
  readonly keyId: string;
  constructor(keyId: string) {
    super(
      `A secret in the database is encrypted with data key ${keyId}, which this server does not have ` +
        '(DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_KEYS_OLD or DATA_DIR/secrets.json; docs/operations.md, ' +
        '"Secrets at rest and key rotation").',
    );
    this.keyId = keyId;
  }
}

export class ColumnTamperedError extends Error {
  readonly context: string;
  constructor(context: string) {
    super(`The encrypted value of ${context} does not verify: it was altered, or belongs to another row.`);
    this.context = context;
  }
}

/** Whether a stored value is encrypted (anything else is a plaintext value written before encryption). */
export const isEncrypted = (stored: string) => stored.startsWith(`${PREFIX}:`);

/** The id of the key a stored value was encrypted with; undefined for a plaintext one. */
export const keyIdOfStored = (stored: string): string | undefined =>
  isEncrypted(stored) ? stored.split(':')[1] : undefined;

/** `context` names the value's column and row, e.g. "totp_secrets.secret:<user id>". */
export function createColumnCipher(ring: DataKeyring) {
  const keys = new Map([ring.current, ...ring.old].map((key) => [key.id, key.key]));

  return {
    currentKeyId: ring.current.id,

    encrypt(plaintext: string, context: string): string {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ring.current.key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [PREFIX, ring.current.id, nonce.toString('base64url'), sealed.toString('base64url')].join(':');
    },

    /** A plaintext (legacy) value is answered as it is, so rows written before encryption keep working. */
    decrypt(stored: string, context: string): string {
      if (!isEncrypted(stored)) return stored;
      const parts = stored.split(':');
      if (parts.length !== 4) throw new ColumnTamperedError(context);
      const [, keyId, nonceText, sealedText] = parts as [string, string, string, string];
      const key = keys.get(keyId);
      if (!key) throw new ColumnKeyMissingError(keyId);
      const nonce = Buffer.from(nonceText, 'base64url');
      const sealed = Buffer.from(sealedText, 'base64url');
      if (nonce.length !== NONCE_BYTES || sealed.length < TAG_BYTES) throw new ColumnTamperedError(context);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new ColumnTamperedError(context);
      }
    },

    /** Whether a stored value is already encrypted with the current key (nothing for a rotation to do). */
    isCurrent: (stored: string) => keyIdOfStored(stored) === ring.current.id,

    /** Whether this server holds the key of that id. */
    hasKey: (keyId: string) => keys.has(keyId),

    /** Whether this server holds the key a stored value needs (a plaintext value needs none). */
    canOpen: (stored: string) => {
      const keyId = keyIdOfStored(stored);
      return keyId === undefined || keys.has(keyId);
    },
  };
}
export type ColumnCipher = ReturnType<typeof createColumnCipher>;
