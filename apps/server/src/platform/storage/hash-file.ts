import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { MeasuringStream } from './measuring-stream.ts';

export type Hashed = { size: number; sha256: string };

/** Size and SHA-256 (hex, as uploads and backup manifests record it) of a file as it is now. */
export async function hashFile(file: string): Promise<Hashed> {
  const measure = new MeasuringStream(Number.POSITIVE_INFINITY);
  await pipeline(fs.createReadStream(file), measure, async (source: AsyncIterable<Buffer>) => {
    for await (const _ of source);
  });
  return { size: measure.bytes, sha256: measure.sha256() };
}
