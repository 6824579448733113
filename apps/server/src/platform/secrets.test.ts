import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets, readSecretsFile, secretsFile } from './secrets.ts';
import { newDataKey, parseDataKey } from './secrets/data-keys.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR/secrets.json', () => {
  it('is created once, owner-only, with a JWT key and a data key, and read again the same', () => {
    const dir = tempDir();
    const first = loadOrCreateSecrets(dir, { jwtSecret: undefined });
    expect(fs.statSync(secretsFile(dir)).mode & 0o777).toBe(0o600);
    const again = loadOrCreateSecrets(dir, { jwtSecret: undefined });
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(again.dataKeys.current.id).toBe(first.dataKeys.current.id);
  });

  it('gains a data key when it holds only the JWT key (from before data keys), keeping the JWT key', () => {
    const dir = tempDir();
    const jwtSecret = 'j'.repeat(48);
    fs.writeFileSync(secretsFile(dir), JSON.stringify({ jwtSecret }), { mode: 0o600 });
    const secrets = loadOrCreateSecrets(dir, { jwtSecret: undefined });
    expect(secrets.jwtSecret).toBe(jwtSecret);
    const file = readSecretsFile(dir)!;
    expect(file.jwtSecret).toBe(jwtSecret);
    expect(parseDataKey(file.dataKey!, 'file').id).toBe(secrets.dataKeys.current.id);
    expect(fs.statSync(secretsFile(dir)).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('takes both keys from the environment when given, and writes nothing', () => {
    const dir = tempDir();
    const dataKey = newDataKey();
    const old = newDataKey();
    const secrets = loadOrCreateSecrets(dir, { jwtSecret: 'e'.repeat(48), dataKey, oldDataKeys: [old] });
    expect(secrets.dataKeys.current.id).toBe(parseDataKey(dataKey, 'k').id);
    expect(secrets.dataKeys.old.map((k) => k.id)).toEqual([parseDataKey(old, 'k').id]);
    expect(fs.existsSync(secretsFile(dir))).toBe(false);
  });

  it('keeps only the data key in the file when JWT_SECRET comes from the environment', () => {
    const dir = tempDir();
    const secrets = loadOrCreateSecrets(dir, { jwtSecret: 'e'.repeat(48) });
    expect(secrets.jwtSecret).toBe('e'.repeat(48));
    expect(Object.keys(readSecretsFile(dir)!)).toEqual(['dataKey']);
  });
});
