import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MeasuringStream } from './measuring-stream.ts';
import { MAX_NAME_ATTEMPTS, numberedName } from './numbered-name.ts';
import { isS3NotFound } from './s3-errors.ts';
import { STAGING_FOLDER, stagedFileName } from './safe-path.ts';
import { StorageUnavailableError, type StagedFile, type StagingSweep, type StoredFile } from './storage.ts';

// S3 allows 10,000 parts; keep a margin. Parts are buffered in memory (queueSize of them per upload), so they
// stay at S3's 5 MiB minimum unless the size limit needs larger ones.
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PARTS = 9_000;
const QUEUE_SIZE = 4;

// The user metadata a published object carries: which staged upload it came from, so recovery after a crash
// can recognise it (S3 has no inode to compare).
const STAGED_ID_METADATA = 'ledgerport-staged';

// As for local files: numbered names are taken in order, so a search stops after this many free ones in a row.
const FREE_NAMES_BEFORE_GIVING_UP = 16;

/** Where a tenant's uploads stream before they are published: a hidden prefix at its root. */
export type S3Place = { client: S3Client; bucket: string; base: string };
const stagingPrefix = (place: S3Place) => `${place.base}${STAGING_FOLDER}/`;
const stagedKey = (place: S3Place, id: string) => stagingPrefix(place) + stagedFileName(id);

/**
 * Streams `content` through a measuring Transform into the staging prefix (a multipart upload for large files):
 * nothing is listed there, and a failed or over-limit upload is aborted so no object (and, where the service
 * supports AbortMultipartUpload, no stray parts) remains.
 */
export async function stageToS3(place: S3Place, content: Readable, maxBytes: number): Promise<StagedFile> {
  const id = randomUUID();
  const measure = new MeasuringStream(maxBytes);
  let sourceError: unknown;
  // Registered before the pipeline's own listener: by the time the upload reports a failure, we know whether
  // the caller's stream caused it.
  content.once('error', (error) => (sourceError ??= error));
  const piping = pipeline(content, measure).catch(() => undefined);
  const upload = new Upload({
    client: place.client,
    params: { Bucket: place.bucket, Key: stagedKey(place, id), Body: measure },
    partSize: Math.max(MIN_PART_BYTES, Math.ceil(maxBytes / MAX_PARTS)),
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
  return { id, size: measure.bytes, sha256: measure.sha256() };
}

/**
 * Publishes a staged object under the first free name of the folder by a server-side copy (S3's CopyObject, up
 * to 5 GB), tagged with the staged id. The free name is found by probing with HeadObject: two uploads of the
 * same name at the same moment can both find it free, and the later copy replaces the earlier. S3 has no atomic
 * "create if absent" that works with every S3-compatible service, so this small window is accepted (see the
 * operations notes).
 */
export async function publishOnS3(
  place: S3Place,
  staged: StagedFile,
  target: { folderKey: string; segments: string[]; name: string },
): Promise<StoredFile> {
  const name = await firstFreeName(place, target.folderKey, target.name);
  try {
    await place.client.send(
      new CopyObjectCommand({
        Bucket: place.bucket,
        Key: target.folderKey + name,
        CopySource: encodeURI(`${place.bucket}/${stagedKey(place, staged.id)}`),
        MetadataDirective: 'REPLACE',
        Metadata: { [STAGED_ID_METADATA]: staged.id },
      }),
    );
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
  return { name, path: [...target.segments, name].join('/'), size: staged.size, sha256: staged.sha256 };
}

export async function discardS3Staged(place: S3Place, id: string): Promise<void> {
  try {
    await place.client.send(new DeleteObjectCommand({ Bucket: place.bucket, Key: stagedKey(place, id) }));
  } catch (error) {
    if (!isS3NotFound(error)) throw new StorageUnavailableError(error);
  }
}

/** After a crash: the numbered name under which this staged id was published, if it was. */
export async function findS3Published(
  place: S3Place,
  staged: StagedFile,
  target: { folderKey: string; name: string },
): Promise<string | undefined> {
  let freeInARow = 0;
  for (let n = 0; n < MAX_NAME_ATTEMPTS && freeInARow < FREE_NAMES_BEFORE_GIVING_UP; n++) {
    const candidate = numberedName(target.name, n);
    const head = await headObject(place, target.folderKey + candidate);
    if (!head) {
      freeInARow += 1;
      continue;
    }
    freeInARow = 0;
    if (head.Metadata?.[STAGED_ID_METADATA] === staged.id) return candidate;
  }
  return undefined;
}

/**
 * Deletes staged objects older than `olderThan` that no journal entry keeps, and aborts the tenant's unfinished
 * multipart uploads begun before `abandonBefore` (an upload cut off mid-stream). Services that
 * cannot list multipart uploads (s3rver) answer NotImplemented: `multipartAborted` is then undefined, and a
 * bucket lifecycle rule (AbortIncompleteMultipartUpload) does that part.
 */
export async function sweepS3Staging(
  place: S3Place,
  keep: (id: string) => boolean,
  olderThan: Date,
  abandonBefore: Date,
): Promise<StagingSweep> {
  const sweep: StagingSweep = { stagedRemoved: 0, bytesRemoved: 0, multipartAborted: 0 };
  try {
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await place.client.send(
        new ListObjectsV2Command({ Bucket: place.bucket, Prefix: stagingPrefix(place), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const id = (object.Key ?? '').slice(stagingPrefix(place).length).replace(/\.part$/, '');
        if (!id || keep(id) || (object.LastModified ?? new Date()) >= olderThan) continue;
        await discardS3Staged(place, id);
        sweep.stagedRemoved += 1;
        sweep.bytesRemoved += object.Size ?? 0;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    throw new StorageUnavailableError(error);
  }
  sweep.multipartAborted = await abortStaleMultipart(place, abandonBefore);
  return sweep;
}

async function abortStaleMultipart(place: S3Place, before: Date): Promise<number | undefined> {
  let aborted = 0;
  try {
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await place.client.send(
        // The whole tenant prefix, not only staging: earlier versions uploaded straight to the final key.
        new ListMultipartUploadsCommand({
          Bucket: place.bucket,
          Prefix: place.base,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || (upload.Initiated ?? new Date()) >= before) continue;
        await place.client.send(
          new AbortMultipartUploadCommand({ Bucket: place.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        aborted += 1;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
  } catch (error) {
    if ((error as { name?: string }).name === 'NotImplemented') return undefined;
    throw new StorageUnavailableError(error);
  }
  return aborted;
}

async function headObject(place: S3Place, key: string) {
  try {
    return await place.client.send(new HeadObjectCommand({ Bucket: place.bucket, Key: key }));
  } catch (error) {
    if (isS3NotFound(error)) return undefined;
    // Without s3:ListBucket, S3 answers 403 for a missing key: that is a permissions problem to fix.
    throw new StorageUnavailableError(error);
  }
}

async function firstFreeName(place: S3Place, folderKey: string, desired: string): Promise<string> {
  for (let n = 0; n < MAX_NAME_ATTEMPTS; n++) {
    const candidate = numberedName(desired, n);
    if (!(await headObject(place, folderKey + candidate))) return candidate;
  }
  throw new Error(`No free name for ${desired} after ${MAX_NAME_ATTEMPTS} attempts`);
}
