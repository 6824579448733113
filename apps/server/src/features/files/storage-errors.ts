import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { storageFaultOf } from '../../platform/storage/storage-faults.ts';
import { NotFoundInStorageError, PathRefusedError, UploadTooLargeError } from '../../platform/storage/storage.ts';

export const pathRefused = (reason: string) =>
  new AppError(400, 'PATH_REFUSED', `This path is not allowed: ${reason}`, [{ field: 'path', message: reason }]);

/** `details` names the limit (field max_bytes, the number of bytes as its message) so the screen can say it. */
export const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${maxBytes} bytes`, [
    { field: 'max_bytes', message: String(maxBytes) },
  ]);

/**
 * Calls the storage and turns what it throws into answers: an unsafe path 400, a missing file 404, too
 * large 413, a full disk or quota 507. Anything else means the folder or bucket could not be used
 * (read-only, permissions, network, a missing bucket, S3 answering 5xx): 503. Both are the server's
 * problem: logged at error level with the cause, never the cause in the answer.
 */
export async function callStorage<T>(log: FastifyBaseLogger, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PathRefusedError) throw pathRefused(error.message);
    if (error instanceof NotFoundInStorageError) throw notFound('File or folder');
    if (error instanceof UploadTooLargeError) throw uploadTooLarge(error.maxBytes);
    if (storageFaultOf(error) === 'no-room') {
      log.error({ err: error }, 'storage full: nothing was stored');
      throw new AppError(507, 'STORAGE_FULL', "The tenant's file storage is full");
    }
    log.error({ err: error }, 'storage unavailable');
    throw new AppError(503, 'STORAGE_UNAVAILABLE', "The tenant's file storage cannot be reached right now");
  }
}
