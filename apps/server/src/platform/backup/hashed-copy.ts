import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Hashed } from '../storage/hash-file.ts';
import { PRIVATE_FILE_MODE } from '../storage/local-paths.ts';
import { MeasuringStream } from '../storage/measuring-stream.ts';

export type { Hashed };

/**
 * Writes `content` to a new file (never over an existing one), flushed to disk, and answers the size and SHA-256
 * of the bytes written. Hashing on the way means the answer always describes the copy, even when the source
 * changes while it is read (an upload landing in the middle of a backup).
 */
export async function writeHashed(content: Readable, to: string): Promise<Hashed> {
  const measure = new MeasuringStream(Number.POSITIVE_INFINITY);
  const handle = await fsp.open(to, 'wx', PRIVATE_FILE_MODE);
  await pipeline(content, measure, handle.createWriteStream({ flush: true }));
  return { size: measure.bytes, sha256: measure.sha256() };
}

export const copyHashed = (from: string, to: string) => writeHashed(fs.createReadStream(from), to);
