import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { MeasuringStream } from './measuring-stream.ts';
import { UploadTooLargeError } from './storage.ts';

const MiB = 1024 * 1024;

/** `count` fresh 64 KiB chunks, as a socket delivers an upload. */
function chunksOf(count: number) {
  const source = randomBytes(64 * 1024);
  return Array.from({ length: count }, (_, n) => {
    const chunk = Buffer.from(source);
    chunk.writeUInt32LE(n, 0);
    return chunk;
  });
}

async function measure(chunks: Buffer[], maxBytes: number) {
  const measuring = new MeasuringStream(maxBytes);
  let passed = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      done();
    },
  });
  await pipeline(Readable.from(chunks), measuring, sink);
  return { bytes: measuring.bytes, passed, sha256: measuring.sha256() };
}

describe('measuring a stream', () => {
  it('counts and hashes every byte of a stream far larger than its scavenge interval', async () => {
    const chunks = chunksOf(400); // 25 MiB: three young-generation scavenges on the way
    const expected = createHash('sha256');
    for (const chunk of chunks) expected.update(chunk);

    const measured = await measure(chunks, 100 * MiB);

    expect(measured).toEqual({ bytes: 25 * MiB, passed: 25 * MiB, sha256: expected.digest('hex') });
  });

  it('stops with "too large" the moment the count passes the limit', async () => {
    await expect(measure(chunksOf(400), 10 * MiB)).rejects.toBeInstanceOf(UploadTooLargeError);
  });
});
