import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../storage/local-paths.ts';

export type Hashed = { size: number; sha256: string };

/** A pass-through that measures and hashes what flows by. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: (): Hashed => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Writes `content` to a new file (never over an existing one), flushed to disk, and answers the size and SHA-256
 * of the bytes written. Hashing on the way means the answer always describes the copy, even when the source
 * changes while it is read (an upload landing in the middle of a backup).
 */
export async function writeHashed(content: Readable, to: string): Promise<Hashed> {
  const measure = hashing();
  const handle = await fsp.open(to, 'wx', PRIVATE_FILE_MODE);
  await pipeline(content, measure.stream, handle.createWriteStream({ flush: true }));
  return measure.result();
}

export const copyHashed = (from: string, to: string) => writeHashed(fs.createReadStream(from), to);

/** Size and SHA-256 of a file as it is now. */
export async function hashFile(file: string): Promise<Hashed> {
  const measure = hashing();
  await pipeline(fs.createReadStream(file), measure.stream, async (source: AsyncIterable<Buffer>) => {
    for await (const _ of source);
  });
  return measure.result();
}
