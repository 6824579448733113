import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { UploadTooLargeError } from './storage.ts';
import { noteStreamedBytes } from './streamed-garbage.ts';

/**
 * Passes bytes through while counting them and computing their sha256, so an upload is measured as it flows
 * and never held in memory. Fails with UploadTooLargeError the moment the count passes `maxBytes`.
 */
export class MeasuringStream extends Transform {
  bytes = 0;
  tooLarge: UploadTooLargeError | undefined;
  private readonly maxBytes: number;
  private readonly hash = createHash('sha256');

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.bytes += bytes.length;
    if (this.bytes > this.maxBytes) {
      this.tooLarge = new UploadTooLargeError(this.maxBytes);
      callback(this.tooLarge);
      return;
    }
    this.hash.update(bytes);
    noteStreamedBytes(bytes.length);
    callback(null, bytes);
  }

  /** Hex sha256 of everything that passed; call once, after the stream has finished. */
  sha256(): string {
    return this.hash.digest('hex');
  }
}
