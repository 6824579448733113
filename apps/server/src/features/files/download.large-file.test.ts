import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { filesApi, tenantWithClients, useFilesTestApp } from './files.test-support.ts';

/**
 * Local files are sent from an open handle with two reused buffers (platform/http/send-file-range.ts) rather
 * than through a stream: these check what that path must still get right over several buffers' worth of bytes.
 */
const ctx = useFilesTestApp();
const api = filesApi(ctx);
const MiB = 1024 * 1024;

async function linkTo(bytes: Buffer) {
  const people = await tenantWithClients(ctx);
  const upload = await api.upload(people.ownerToken, people.tenant.id, 'ledger.bin', bytes, 'OTHERS');
  expect(upload.statusCode).toBe(201);
  const link = await api.link(people.ownerToken, people.tenant.id, { path: upload.json().path });
  return link.json();
}

/** Descriptors this process holds open on files under the test's storage root. */
function openStoredFiles(): string[] {
  return fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(ctx.storageRoot));
}

/** The handle is closed just after the last byte is handed over, so this waits a moment for it. */
const expectFilesClosed = () =>
  vi.waitFor(() => expect(openStoredFiles()).toEqual([]), { timeout: 5000, interval: 20 });

describe('downloads of files larger than one read buffer', () => {
  const bytes = randomBytes(2 * MiB + 12_345);

  it('sends every byte in order, with the request id, and closes the file', async () => {
    const link = await linkTo(bytes);

    const response = await api.fetchLink(link);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.rawPayload.equals(bytes)).toBe(true);
    await expectFilesClosed();
  });

  it('serves a range that spans the boundary between two buffers', async () => {
    const link = await linkTo(bytes);

    const response = await api.fetchLink(link, { range: `bytes=${MiB - 5}-${2 * MiB + 4}` });

    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${MiB - 5}-${2 * MiB + 4}/${bytes.length}`);
    expect(response.rawPayload.equals(bytes.subarray(MiB - 5, 2 * MiB + 5))).toBe(true);
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const link = await linkTo(bytes);

    const response = await ctx.app.inject({ method: 'HEAD', url: link.url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.length).toBe(0);
    await expectFilesClosed();
  });

  it('stops reading and closes the file when the client goes away mid-download', async () => {
    const big = randomBytes(24 * MiB);
    const link = await linkTo(big);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    const received = await new Promise<number>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}${link.url}`, (response) => {
        let count = 0;
        response.on('data', (chunk: Buffer) => {
          count += chunk.length;
          if (count >= MiB) {
            request.destroy();
            resolve(count);
          }
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });

    expect(received).toBeLessThan(big.length);
    await expectFilesClosed();
  });
});
