import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { StartupFailure } from '../startup/startup-failure.ts';
import { newDataKey, parseDataKey } from '../secrets/data-keys.ts';
import { assertDataKeysHere } from './restore-data-keys.ts';
import type { Manifest } from './manifest.ts';

const key = newDataKey();
const keyId = parseDataKey(key, 'k').id;
const backupNeeding = (ids: string[]) => ({ data_keys: { ids } }) as Manifest;
const configWith = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/lp-restore-keys', ...env });

describe('a restore and the data key the backup needs (never inside it)', () => {
  it('refuses, before writing anything, when the key is not here, and says where it goes', () => {
    const refuse = () => assertDataKeysHere('/backups/x', backupNeeding([keyId]), configWith(), undefined, false);
    expect(refuse).toThrow(StartupFailure);
    expect(refuse).toThrow(`encrypted with data key ${keyId}, which this server does not have`);
    try {
      refuse();
    } catch (error) {
      expect((error as StartupFailure).remedy).toMatch(/secrets\.json .*DATA_ENCRYPTION_KEY.*--without-data-key/s);
    }
  });

  it('goes on with the key from the environment, from the copy of secrets.json, or as an old key', () => {
    const manifest = backupNeeding([keyId]);
    expect(assertDataKeysHere('d', manifest, configWith({ DATA_ENCRYPTION_KEY: key }), undefined, false)[0]).toContain(
      'authenticator apps keep working',
    );
    expect(assertDataKeysHere('d', manifest, configWith(), { dataKey: key }, false)).toHaveLength(1);
    const rotatedSince = { dataKey: newDataKey(), oldDataKeys: [key] };
    expect(assertDataKeysHere('d', manifest, configWith(), rotatedSince, false)).toHaveLength(1);
  });

  it('refuses a copy of secrets.json whose key was rotated away since the backup', () => {
    const newer = { dataKey: newDataKey() };
    expect(() => assertDataKeysHere('d', backupNeeding([keyId]), configWith(), newer, false)).toThrow(/; it has /);
  });

  it('accepts a lost key only when told, and says what to run next', () => {
    const lines = assertDataKeysHere('d', backupNeeding([keyId]), configWith(), undefined, true);
    expect(lines[0]).toContain('rotate-data-key -- --forget-unreadable');
  });

  it('asks nothing of a backup with no encrypted values or from before data keys', () => {
    expect(assertDataKeysHere('d', backupNeeding([]), configWith(), undefined, false)).toEqual([]);
    expect(assertDataKeysHere('d', {} as Manifest, configWith(), undefined, false)).toEqual([]);
  });
});
