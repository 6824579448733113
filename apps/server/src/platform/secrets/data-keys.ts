import { createHmac, randomBytes } from 'node:crypto';

/** AES-256: a data key is 32 random bytes, written as base64 (or base64url) in the environment and secrets.json. */
const KEY_BYTES = 32;

export type DataKey = { id: string; key: Buffer };

/**
 * The keys secret columns are encrypted with: `current` for every new value, `old` only to read values written
 * before a rotation finished (scripts/rotate-data-key.ts).
 */
export type DataKeyring = { current: DataKey; old: DataKey[] };

export class DataKeyFormatError extends Error {}

/** A new data key, as it is written down (base64url of 32 random bytes). */
export const newDataKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

/**
 * A short, one-way name of a key, stored in each value it encrypted: a value names the key that opens it, so
 * several keys can coexist during a rotation, and a server without that key says which one it lacks. Derived
 * from the key itself, so a key and its id can never disagree.
 */
export const dataKeyId = (key: Buffer): string =>
  createHmac('sha256', key).update('ledgerport data key id v1').digest('base64url').slice(0, 10);

/** `written`: base64 or base64url of exactly 32 bytes; `what` names where it came from, for the error. */
export function parseDataKey(written: string, what: string): DataKey {
  const text = written.trim();
  const key = Buffer.from(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+=*$/.test(text)) {
    throw new DataKeyFormatError(
      `${what} is not a data key: it must be ${KEY_BYTES} random bytes in base64 (e.g. openssl rand -base64 32).`,
    );
  }
  return { id: dataKeyId(key), key };
}

/** The ring from a current key and any old ones (written forms); an old key equal to the current one is dropped. */
export function dataKeyring(current: string, old: readonly string[] = [], what = 'the data key'): DataKeyring {
  const currentKey = parseDataKey(current, what);
  const olds = new Map<string, DataKey>();
  for (const [index, written] of old.entries()) {
    const key = parseDataKey(written, `old ${what} #${index + 1}`);
    if (key.id !== currentKey.id) olds.set(key.id, key);
  }
  return { current: currentKey, old: [...olds.values()] };
}

export const keyIdsOf = (ring: DataKeyring): string[] => [ring.current.id, ...ring.old.map((key) => key.id)];
