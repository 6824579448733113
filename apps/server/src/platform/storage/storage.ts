import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';

/**
 * One tenant's files, wherever they live (issue 4): a folder under STORAGE_ROOT (LOCAL_FOLDER) or a bucket and
 * prefix in any S3-compatible service (AWS_S3). Every `path` is relative to the tenant's root, segments joined
 * by '/', '' for the root itself. Drivers resolve each path again and throw PathRefusedError for anything that
 * could leave the root (see safe-path.ts); callers never build storage locations themselves.
 */
export interface TenantStorage {
  readonly kind: 'LOCAL_FOLDER' | 'AWS_S3';

  /** The entries of one folder (never FOLDER_CONFIG_FILE). Throws NotFoundInStorageError when it does not exist. */
  list(folder: string): Promise<StorageEntry[]>;

  /** One file's facts; NotFoundInStorageError for a folder or a missing file. */
  stat(file: string): Promise<StorageEntry>;

  /** A byte range of a file (inclusive `end`, as HTTP Range), or all of it. */
  read(file: string, range?: { start: number; end: number }): Promise<Readable>;

  /**
   * LOCAL_FOLDER only: the file opened for sending the bytes `range.start`..`range.end` (inclusive; `end` may be
   * `start - 1` for none) straight from disk, several times faster than a stream (platform/http/
   * send-file-range.ts). The caller closes the handle.
   */
  openRange?(file: string, range: { start: number; end: number }): Promise<OpenFileRange>;

  /**
   * Streams `content` into `folder` under `desiredName`, or "name (1).ext", "name (2).ext"... when taken.
   * Atomic: nothing is visible under the final name until every byte is stored; on any failure (including
   * going over `maxBytes`, which throws UploadTooLargeError) nothing is left behind. Creates `folder` if needed.
   * When it fails, `content` has been destroyed (the caller need not drain it).
   */
  write(folder: string, desiredName: string, content: Readable, options: { maxBytes: number }): Promise<StoredFile>;

  /**
   * The first half of `write`, for a caller that journals the upload before it becomes visible (crash safety,
   * features/files/upload-journal.ts): the bytes streamed, measured, hashed and made durable in the tenant's
   * hidden staging area. Nothing is listed. On failure nothing is left and `content` has been destroyed.
   */
  stage(content: Readable, options: { maxBytes: number }): Promise<StagedFile>;

  /**
   * The second half: the staged bytes visible in `folder` under `desiredName`, or the first free numbered name,
   * atomically (a listing sees all of the file or none). The staged file stays until `discardStaged`: recovery
   * uses it to recognise this upload after a crash (`findPublished`).
   */
  publish(staged: StagedFile, folder: string, desiredName: string): Promise<StoredFile>;

  /** Removes a staged file (published or not); nothing there is fine. */
  discardStaged(id: string): Promise<void>;

  /** After a crash between publishing and recording: the path the staged file was published under, if it was. */
  findPublished(staged: StagedFile, folder: string, desiredName: string): Promise<string | undefined>;

  /**
   * What crashes left in the staging area, for the sweep: staged files (id, last change), and on S3 how many
   * unfinished multipart uploads older than `abandonBefore` were aborted (undefined when the service cannot
   * list them: a bucket lifecycle rule does it there).
   */
  sweepStaging(keep: (id: string) => boolean, olderThan: Date, abandonBefore: Date): Promise<StagingSweep>;

  /**
   * Deletes one file: how a feature takes back a file it stored when what it belonged to could not be saved.
   * Nothing there (already removed) or a folder is left alone, without an error; an unsafe path throws
   * PathRefusedError. A folder the file leaves empty stays.
   */
  remove(file: string): Promise<void>;

  /**
   * Removes one file for good, as a disposal must (issue 35): on S3 every object version and delete marker of its
   * key (a versioned bucket keeps old versions after a plain delete), locally the file. Missing is no error.
   */
  destroy(file: string): Promise<void>;

  /** S3 only: a presigned GET URL with the given response headers; undefined for local storage. */
  presignedUrl?(
    file: string,
    options: { expiresInSeconds: number; contentDisposition: string; contentType: string },
  ): Promise<string>;
}

export type StorageEntry = {
  name: string;
  /** Path from the tenant root. */
  path: string;
  isFile: boolean;
  /** Bytes; null for folders. */
  size: number | null;
  created: Date | null;
  modified: Date | null;
  lastAccessed: Date | null;
};

/** An open file and the part of it to send. */
export type OpenFileRange = { handle: FileHandle; start: number; length: number };

export type StoredFile = { name: string; path: string; size: number; sha256: string };

/** Bytes staged for an upload: `id` names them in the tenant's staging area. */
export type StagedFile = { id: string; size: number; sha256: string };

export type StagingSweep = { stagedRemoved: number; bytesRemoved: number; multipartAborted: number | undefined };

/** The path could leave the tenant root (traversal, absolute, encoded separators, NUL, a symlink outside). */
export class PathRefusedError extends Error {
  constructor(reason: string) {
    super(`Path refused: ${reason}`);
    this.name = 'PathRefusedError';
  }
}

export class NotFoundInStorageError extends Error {
  constructor(what: string) {
    super(`Not found in storage: ${what}`);
    this.name = 'NotFoundInStorageError';
  }
}

/**
 * The storage could not be reached or refused us (S3 down or denying access, a missing bucket, a full or
 * read-only disk): an operator problem, not the caller's. `cause` keeps the original error for the log, whose
 * error serializer appends the cause's message to this one ("Storage unavailable: ENOSPC: no space left…"):
 * repeating it here printed it twice.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? 'Storage unavailable' : `Storage unavailable: ${String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export class UploadTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`Upload larger than ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** How a feature gets the storage of one tenant (see storage-for-tenant.ts). */
export type StorageResolver = (tenant: {
  root_directory: string;
  root_directory_type: 'LOCAL_FOLDER' | 'AWS_S3';
}) => TenantStorage;
