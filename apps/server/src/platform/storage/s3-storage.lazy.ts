import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  type ListObjectsV2CommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { isS3NotFound } from './s3-errors.ts';
import { isListableName, toSafeName, toSafeSegments } from './safe-path.ts';
import { sortEntries } from './sort-entries.ts';
import { writeThroughStaging } from './staged-write.ts';
import {
  discardS3Staged,
  findS3Published,
  publishOnS3,
  stageToS3,
  sweepS3Staging,
  type S3Place,
} from './s3-upload.lazy.ts';
import {
  NotFoundInStorageError,
  PathRefusedError,
  StorageUnavailableError,
  type StorageEntry,
  type TenantStorage,
} from './storage.ts';

/**
 * AWS_S3: root_directory is "bucket" or "bucket/prefix/...". S3 has no folders: a folder exists while some key
 * starts with its prefix, which is why the root of a new tenant lists as empty and write() needs no mkdir.
 */
export function createS3Storage(client: S3Client, rootDirectory: string): TenantStorage {
  const location = () => {
    const [bucket = '', ...prefix] = rootDirectory.split('/');
    if (!bucket) throw new PathRefusedError('empty bucket name');
    // The prefix is checked like any caller path ('bucket/' and 'bucket' are the same root).
    const base = toSafeSegments(prefix.join('/'))
      .map((segment) => `${segment}/`)
      .join('');
    return { bucket, base };
  };
  const place = (): S3Place => ({ client, ...location() });
  const folderKeyOf = (segments: string[]) => location().base + segments.map((s) => `${s}/`).join('');
  const fileKey = (file: string) => {
    const segments = toSafeSegments(file);
    if (segments.length === 0) throw new NotFoundInStorageError(file);
    const { bucket, base } = location();
    return { bucket, key: base + segments.join('/'), segments };
  };

  /** Our errors pass through; a 404 is "not found"; anything else from S3 is an operator problem. */
  const guarded = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (error instanceof PathRefusedError || error instanceof NotFoundInStorageError) throw error;
      if (isS3NotFound(error)) throw new NotFoundInStorageError(what);
      throw new StorageUnavailableError(error);
    }
  };

  const storage: TenantStorage = {
    kind: 'AWS_S3',

    list: (folder) =>
      guarded(folder, async () => {
        const segments = toSafeSegments(folder);
        const { bucket, base } = location();
        const prefix = base + segments.map((s) => `${s}/`).join('');
        const entries: StorageEntry[] = [];
        let sawAnything = false;
        let token: string | undefined;
        do {
          const page: ListObjectsV2CommandOutput = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
          );
          for (const common of page.CommonPrefixes ?? []) {
            sawAnything = true;
            const name = (common.Prefix ?? '').slice(prefix.length, -1);
            if (isListableName(name)) entries.push(folderEntry(segments, name));
          }
          for (const object of page.Contents ?? []) {
            sawAnything = true;
            const name = (object.Key ?? '').slice(prefix.length);
            // The key equal to the prefix is a zero-byte "folder marker" some tools (the AWS console) create.
            if (name === '' || !isListableName(name)) continue;
            entries.push({
              name,
              path: [...segments, name].join('/'),
              isFile: true,
              size: object.Size ?? 0,
              created: null,
              modified: object.LastModified ?? null,
              lastAccessed: null,
            });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        if (!sawAnything && segments.length > 0) throw new NotFoundInStorageError(folder);
        return sortEntries(entries);
      }),

    stat: (file) =>
      guarded(file, async () => {
        const { bucket, key, segments } = fileKey(file);
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          name: segments[segments.length - 1] as string,
          path: segments.join('/'),
          isFile: true,
          size: head.ContentLength ?? 0,
          created: null,
          modified: head.LastModified ?? null,
          lastAccessed: null,
        };
      }),

    read: (file, range) =>
      guarded(file, async () => {
        const { bucket, key } = fileKey(file);
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body as Readable;
      }),

    // S3 deletes are idempotent: a missing key (or a "folder", which is no key) is already the wanted state.
    remove: (file) =>
      guarded(file, async () => {
        const { bucket, key } = fileKey(file);
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }).catch((error: unknown) => {
        if (error instanceof NotFoundInStorageError) return;
        throw error;
      }),

    // Every version and delete marker of exactly this key, page by page; a service without versioning (or
    // without the call, as s3rver) keeps one object per key, which the plain delete after it removes.
    destroy: (file) =>
      guarded(file, async () => {
        const { bucket, key } = fileKey(file);
        let keyMarker: string | undefined;
        let versionMarker: string | undefined;
        do {
          const page = await client
            .send(
              new ListObjectVersionsCommand({
                Bucket: bucket,
                Prefix: key,
                KeyMarker: keyMarker,
                VersionIdMarker: versionMarker,
              }),
            )
            .catch((error: unknown) => {
              if (versioningUnsupported(error)) return undefined;
              throw error;
            });
          if (!page) break;
          const versions = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].filter(
            (v) => v.Key === key && v.VersionId && v.VersionId !== 'null',
          );
          for (const version of versions) {
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key, VersionId: version.VersionId }));
          }
          keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
          versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
        } while (keyMarker);
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }).catch((error: unknown) => {
        if (error instanceof NotFoundInStorageError) return;
        throw error;
      }),

    write: (folder, desiredName, content, options) =>
      writeThroughStaging(storage, folder, desiredName, content, options),

    stage: async (content, options) => {
      try {
        // Not `guarded`: stageToS3 tells the caller's stream failing apart from S3 failing.
        return await stageToS3(place(), content, options.maxBytes);
      } catch (error) {
        content.destroy();
        throw error;
      }
    },

    publish: async (staged, folder, desiredName) => {
      const segments = toSafeSegments(folder);
      const name = toSafeName(desiredName);
      return publishOnS3(place(), staged, { folderKey: folderKeyOf(segments), segments, name });
    },

    discardStaged: (id) => discardS3Staged(place(), toSafeName(id)),

    findPublished: async (staged, folder, desiredName) => {
      const segments = toSafeSegments(folder);
      const name = await findS3Published(place(), staged, {
        folderKey: folderKeyOf(segments),
        name: toSafeName(desiredName),
      });
      return name === undefined ? undefined : [...segments, name].join('/');
    },

    sweepStaging: (keep, olderThan, abandonBefore) => sweepS3Staging(place(), keep, olderThan, abandonBefore),

    presignedUrl: (file, options) =>
      guarded(file, async () => {
        const { bucket, key } = fileKey(file);
        const command = new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: options.contentDisposition,
          ResponseContentType: options.contentType,
        });
        return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
      }),
  };
  return storage;
}

const folderEntry = (segments: string[], name: string): StorageEntry => ({
  name,
  path: [...segments, name].join('/'),
  isFile: false,
  size: null,
  created: null,
  modified: null,
  lastAccessed: null,
});

/** A service that does not know ListObjectVersions answers 501 NotImplemented (or 405): it keeps no versions. */
function versioningUnsupported(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return e.name === 'NotImplemented' || e.Code === 'NotImplemented' || status === 501 || status === 405;
}
