import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { pageFor } from './web-app.ts';

/** A built web app: its two pages, told apart by their text. */
function builtApp(pages: Record<string, string>) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'lp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(dist, file), text);
  return dist;
}

const SIGNED_OUT = '<!doctype html><title>sign-in preloaded</title>';
const SIGNED_IN = '<!doctype html><title>shell preloaded</title>';

describe('the page each browser path starts from (issue 17: the signed-in shell preloaded)', () => {
  const ctx = useTestApp(undefined, { WEB_DIST_DIR: builtApp({ 'index.html': SIGNED_OUT, 'app.html': SIGNED_IN }) });
  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('answers the signed-out screens and the app root with the sign-in page', async () => {
    for (const url of [
      '/app/',
      '/app/login',
      '/app/login/',
      '/app/register?user_verification_uuid=abc',
      '/app/terms',
    ]) {
      expect(await page(url), url).toBe(SIGNED_OUT);
    }
  });

  it('answers every other screen, deep links included, with the page preloading the shell', async () => {
    for (const url of ['/app/dashboard', '/app/tenants?page=2', '/app/profile/', '/app/no-such-screen']) {
      expect(await page(url), url).toBe(SIGNED_IN);
    }
  });

  it('tells the paths apart by the whole path, not by how it begins', () => {
    expect(pageFor('/app/login-history')).toBe('app.html');
    expect(pageFor('/app/terms')).toBe('index.html');
    expect(pageFor('/app')).toBe('index.html');
  });
});

describe('a build made before the signed-in page existed', () => {
  const ctx = useTestApp(undefined, { WEB_DIST_DIR: builtApp({ 'index.html': SIGNED_OUT }) });

  it('answers every path with index.html, as before', async () => {
    for (const url of ['/app/login', '/app/dashboard']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).toBe(SIGNED_OUT);
    }
  });
});
