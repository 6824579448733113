import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
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
 * large 413. Anything else means the folder or bucket could not be reached (permissions, network, a
 * missing bucket): 503, with the cause in the log, never in the answer.
 */
export async function callStorage<T>(log: FastifyBaseLogger, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PathRefusedError) throw pathRefused(error.message);
    if (error instanceof NotFoundInStorageError) throw notFound('File or folder');
    if (error instanceof UploadTooLargeError) throw uploadTooLarge(error.maxBytes);
    log.error({ err: error }, 'storage unavailable');
    throw new AppError(503, 'STORAGE_UNAVAILABLE', "The tenant's file storage cannot be reached right now");
  }
}
