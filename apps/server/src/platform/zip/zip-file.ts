import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import yazl from 'yazl';

/**
 * yazl, with each entry's CRC-32 computed by Node's zlib (the C library's, about 2.8 GB/s here) instead of
 * buffer-crc32's table in JavaScript (about 300 MB/s), which held a stored zip of a folder to half the speed of
 * `zip -0` (bench:documents). yazl calls `unsigned(chunk, previous)` on buffer-crc32's module object for every
 * chunk, so that one function is replaced, here, before any zip is made; the numbers are the same (the zip
 * tests read every entry back through yauzl, which checks each CRC). Import yazl from here only (a lint rule).
 */
const crc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as {
  unsigned: (data: Buffer | string, previous?: Buffer | number) => number;
};
crc32.unsigned = (data, previous = 0) =>
  zlib.crc32(data, Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : previous);

export const { ZipFile } = yazl;
export type ZipFile = yazl.ZipFile;
