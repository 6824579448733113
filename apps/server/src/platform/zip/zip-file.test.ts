import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from './zip-file.ts';

/** CRC-32 as the zip format defines it, bit by bit: a reference independent of zlib and of buffer-crc32. */
function textbookCrc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function entriesOf(zipBytes: Buffer): Promise<{ name: string; crc32: number; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zipBytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: { name: string; crc32: number; data: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          void collect(stream).then((data) => {
            entries.push({ name: entry.fileName, crc32: entry.crc32, data });
            zip.readEntry();
          }, reject);
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('ZipFile (yazl with the native CRC-32)', () => {
  it('writes the CRC-32 the zip format defines, for a streamed entry of several chunks and a buffered one', async () => {
    expect(textbookCrc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    const chunks = [randomBytes(100_000), randomBytes(1), randomBytes(70_003)];
    const whole = Buffer.concat(chunks);
    const zip = new ZipFile();
    const streamed = new PassThrough();
    zip.addReadStream(streamed, 'scan.pdf', { compress: false, size: whole.length });
    zip.addBuffer(Buffer.from('The quick brown fox jumps over the lazy dog'), 'fox.txt', { compress: false });
    zip.end();
    const bytes = collect(zip.outputStream as Readable);
    for (const chunk of chunks) streamed.write(chunk);
    streamed.end();

    const entries = await entriesOf(await bytes);
    expect(entries.map((e) => e.name)).toEqual(['scan.pdf', 'fox.txt']);
    expect(entries[0]!.data.equals(whole)).toBe(true);
    expect(entries[0]!.crc32).toBe(textbookCrc32(whole));
    expect(entries[1]!.crc32).toBe(0x414fa339);
  });
});
