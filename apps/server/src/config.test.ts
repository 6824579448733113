import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad setting at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys.sort()).toEqual(['ADMIN_PASSWORD', 'DATABASE_URL', 'LOG_LEVEL', 'PORT']);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it("reads the firm's own signing certificate, and refuses a password without its file", () => {
    expect(loadConfig({}).signingP12).toBeUndefined();
    expect(loadConfig({ SIGNING_P12_PATH: '/etc/firm/seal.p12', SIGNING_P12_PASSWORD: 'pw' }).signingP12).toEqual({
      path: '/etc/firm/seal.p12',
      password: 'pw',
    });
    expect(loadConfig({ SIGNING_P12_PATH: '/etc/firm/seal.p12' }).signingP12?.password).toBe('');
    expect(() => loadConfig({ SIGNING_P12_PASSWORD: 'pw' })).toThrow(/SIGNING_P12_PASSWORD: set SIGNING_P12_PATH too/);
  });
});
