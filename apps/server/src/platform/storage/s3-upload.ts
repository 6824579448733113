import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MeasuringStream } from './measuring-stream.ts';
import { MAX_NAME_ATTEMPTS, numberedName } from './numbered-name.ts';
import { isS3NotFound } from './s3-errors.ts';
import { StorageUnavailableError, type StoredFile } from './storage.ts';

// S3 allows 10,000 parts; keep a margin. Parts are buffered in memory (queueSize of them per upload), so they
// stay at S3's 5 MiB minimum unless the size limit needs larger ones.
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 9_000;
const QUEUE_SIZE = 4;

/**
 * Streams `content` through a measuring Transform into a multipart upload: S3 shows nothing under the key until
 * the upload completes, and a failed or over-limit upload is aborted so no object (and, where the service
 * supports AbortMultipartUpload, no stray parts) remains.
 *
 * The free name is found before uploading, by probing with HeadObject. Two uploads of the same name at the same
 * moment can both find it free, and the later one to complete replaces the earlier. S3 has no atomic
 * "create if absent" that works with every S3-compatible service, so this small window is accepted (see the
 * operations notes).
 */
export async function uploadToS3(input: {
  client: S3Client;
  bucket: string;
  folderKey: string;
  segments: string[];
  name: string;
  content: Readable;
  maxBytes: number;
}): Promise<StoredFile> {
  const { client, bucket, folderKey } = input;
  const name = await firstFreeName(client, bucket, folderKey, input.name);
  const measure = new MeasuringStream(input.maxBytes);
  let sourceError: unknown;
  // Registered before the pipeline's own listener: by the time the upload reports a failure, we know whether
  // the caller's stream caused it.
  input.content.once('error', (error) => (sourceError ??= error));
  const piping = pipeline(input.content, measure).catch(() => undefined);
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: folderKey + name, Body: measure },
    partSize: Math.max(MIN_PART_BYTES, Math.ceil(input.maxBytes / MAX_PARTS)),
    queueSize: QUEUE_SIZE,
  });
  try {
    await upload.done();
    await piping;
  } catch (error) {
    measure.destroy();
    await upload.abort().catch(() => undefined);
    await piping;
    if (measure.tooLarge) throw measure.tooLarge;
    if (sourceError) throw sourceError;
    throw new StorageUnavailableError(error);
  }
  return { name, path: [...input.segments, name].join('/'), size: measure.bytes, sha256: measure.sha256() };
}

async function firstFreeName(client: S3Client, bucket: string, folderKey: string, desired: string): Promise<string> {
  for (let n = 0; n < MAX_NAME_ATTEMPTS; n++) {
    const candidate = numberedName(desired, n);
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: folderKey + candidate }));
    } catch (error) {
      if (isS3NotFound(error)) return candidate;
      // Without s3:ListBucket, S3 answers 403 for a missing key: that is a permissions problem to fix.
      throw new StorageUnavailableError(error);
    }
  }
  throw new Error(`No free name for ${desired} after ${MAX_NAME_ATTEMPTS} attempts`);
}
