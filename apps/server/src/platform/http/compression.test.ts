import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

// A built web app as the build leaves it: each compressible file beside its .br and .gz twins.
const dist = mkdtempSync(path.join(os.tmpdir(), 'lp-dist-'));
mkdirSync(path.join(dist, 'assets'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = `<!doctype html><html><body><script type="module" src="/app/assets/app-1a2b3c.js"></script></body></html>`;
for (const [file, text] of [
  ['assets/app-1a2b3c.js', script],
  ['index.html', page],
] as const) {
  writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
}

const ctx = useTestApp(undefined, { WEB_DIST_DIR: dist });
const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed delivery (issue 17, item 4)', () => {
  it('sends a hashed asset as its brotli or gzip twin with the matching encoding, cached for a year', async () => {
    const br = await get('/app/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/app/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/app/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a hashed asset with the headers a script needs, and the page with every document policy', async () => {
    const asset = await get('/app/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();

    const login = await get('/app/login', 'br');
    expect(login.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(login.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(login.headers['referrer-policy']).toBeDefined();
    expect(login.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the page of any app path compressed and never cached', async () => {
    const login = await get('/app/login', 'br');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(page);
  });

  it('compresses JSON answers above a small size and leaves small ones as they are', async () => {
    const doc = await get('/api/openapi.json', 'br');
    expect(doc.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await get('/api/v1/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
    const plainDoc = await get('/api/openapi.json');
    expect(plainDoc.headers['content-encoding']).toBeUndefined();
  });
});
