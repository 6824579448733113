import { StorageUnavailableError } from './storage.ts';

/** File-system answers that mean "no room": a full disk, or the owner's quota used up. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/** File-system answers that are the storage's fault, never the request's: the server's operator must act. */
const STORAGE_SIDE = new Set([
  ...NO_ROOM,
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'EMFILE',
  'ENFILE',
  'EBUSY',
  'ENOTDIR',
  'ESTALE',
]);

/**
 * Whether `error` came from the storage (local disk, S3) rather than from the request. Needed because a
 * failed write destroys every stream of its pipeline with the write's error, so the request's stream looks
 * "interrupted" too: only the error itself tells a full disk from a client that went away.
 */
export function storageFaultOf(error: unknown): 'no-room' | 'unavailable' | undefined {
  // The storage drivers wrap what the file system or SDK said (StorageUnavailableError): look underneath too.
  const chain: FaultLike[] = [];
  for (let e = error as FaultLike | undefined; e && chain.length < 5; e = e.cause as FaultLike | undefined)
    chain.push(e);
  const codes = chain.map((e) => (typeof e.code === 'string' ? e.code : ''));
  if (codes.some((code) => NO_ROOM.has(code))) return 'no-room';
  if (codes.some((code) => STORAGE_SIDE.has(code))) return 'unavailable';
  // An S3 service answering 5xx (or the SDK giving up on it): the bucket's side.
  const s3ServerSide = (e: FaultLike) => e.$fault === 'server' || (e.$metadata?.httpStatusCode ?? 0) >= 500;
  if (chain.some((e) => s3ServerSide(e) || e instanceof StorageUnavailableError)) return 'unavailable';
  return undefined;
}

type FaultLike = {
  code?: unknown;
  cause?: unknown;
  name?: string;
  $metadata?: { httpStatusCode?: number };
  $fault?: string;
};
