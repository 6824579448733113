import { describe, expect, it } from 'vitest';
import { ColumnKeyMissingError, ColumnTamperedError, createColumnCipher, isEncrypted } from './column-crypto.ts';
import { dataKeyring, DataKeyFormatError, newDataKey, parseDataKey } from './data-keys.ts';

const CONTEXT = 'totp_secrets.secret:user-1';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('column encryption (AES-256-GCM, key outside the database)', () => {
  const first = newDataKey();
  const cipher = createColumnCipher(dataKeyring(first));

  it('round-trips a value as a self-describing v1 text with a fresh nonce each time', () => {
    const stored = cipher.encrypt(SECRET, CONTEXT);
    const [version, keyId, nonce, sealed] = stored.split(':');
    expect(version).toBe('v1');
    expect(keyId).toBe(cipher.currentKeyId);
    expect(Buffer.from(nonce!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(sealed!, 'base64url').length).toBe(SECRET.length + 16);
    expect(stored).not.toContain(SECRET);
    expect(cipher.decrypt(stored, CONTEXT)).toBe(SECRET);
    expect(cipher.encrypt(SECRET, CONTEXT)).not.toBe(stored);
    expect(cipher.isCurrent(stored)).toBe(true);
  });

  it('names the key it lacks rather than answering garbage', () => {
    const stored = cipher.encrypt(SECRET, CONTEXT);
    const other = createColumnCipher(dataKeyring(newDataKey()));
    expect(other.canOpen(stored)).toBe(false);
    expect(() => other.decrypt(stored, CONTEXT)).toThrow(ColumnKeyMissingError);
    expect(() => other.decrypt(stored, CONTEXT)).toThrow(cipher.currentKeyId);
  });

  it('detects a changed byte, a changed nonce, a truncated value and a value moved to another row', () => {
    const stored = cipher.encrypt(SECRET, CONTEXT);
    const [version, keyId, nonce, sealed] = stored.split(':') as [string, string, string, string];
    const flip = (text: string) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [version, keyId, nonce, flip(sealed)].join(':'),
      [version, keyId, flip(nonce), sealed].join(':'),
      [version, keyId, nonce, sealed.slice(0, 10)].join(':'),
      `${stored}:extra`,
    ]) {
      expect(() => cipher.decrypt(altered, CONTEXT)).toThrow(ColumnTamperedError);
    }
    expect(() => cipher.decrypt(stored, 'totp_secrets.secret:admin')).toThrow(ColumnTamperedError);
  });

  it('reads a plaintext value written before encryption as it is', () => {
    expect(isEncrypted(SECRET)).toBe(false);
    expect(cipher.decrypt(SECRET, CONTEXT)).toBe(SECRET);
    expect(cipher.isCurrent(SECRET)).toBe(false);
    expect(cipher.canOpen(SECRET)).toBe(true);
  });

  it('opens values of an old key during a rotation and writes new ones with the current key', () => {
    const stored = cipher.encrypt(SECRET, CONTEXT);
    const rotated = createColumnCipher(dataKeyring(newDataKey(), [first]));
    expect(rotated.isCurrent(stored)).toBe(false);
    expect(rotated.decrypt(stored, CONTEXT)).toBe(SECRET);
    expect(rotated.encrypt(SECRET, CONTEXT).split(':')[1]).toBe(rotated.currentKeyId);
  });

  it('takes keys in base64 or base64url, 32 bytes only', () => {
    const bytes = Buffer.alloc(32, 250);
    expect(parseDataKey(bytes.toString('base64'), 'k').id).toBe(parseDataKey(bytes.toString('base64url'), 'k').id);
    expect(() => parseDataKey(Buffer.alloc(16).toString('base64'), 'DATA_ENCRYPTION_KEY')).toThrow(DataKeyFormatError);
    expect(() => parseDataKey('not a key!', 'DATA_ENCRYPTION_KEY')).toThrow(/DATA_ENCRYPTION_KEY/);
  });
});
