import type { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { loadTus } from '../../platform/lazy/heavy-modules.ts';
import { openResumableStore, resumableRequest, type ResumableStaging } from './resumable-store.ts';
import type { ResumableUploadsService } from './resumable-uploads.service.ts';

/**
 * The header naming the document a finished upload became: on the last PATCH's answer, and on a HEAD once the
 * upload is complete (a client that resumes after the last byte learns it there), so a request's "upload and
 * submit" can link the file it sent resumably.
 */
export const DOCUMENT_ID_HEADER = 'Upload-Document-Id';

/** An error of ours as tus answers it: our status and JSON body (code, message, details), as every other route. */
function asTusError(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof AppError) {
    const detail = error.details ? { details: error.details } : {};
    return {
      status_code: error.statusCode,
      body: JSON.stringify({ error: { code: error.code, message: error.message, ...detail } }),
    };
  }
  log.error({ err: error }, 'a resumable upload could not be kept');
  return { status_code: 500, body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }) };
}

/**
 * The tus 1.0.0 protocol (core, creation, termination) from @tus/server over the resumable store. It only ever
 * runs inside a route that already checked the request (resumable-uploads.routes.ts): the upload's id and
 * sender come from the route, never from the URL tus sees. The Location it answers is relative to the creation
 * URL, so it holds behind any proxy prefix. The last byte's PATCH keeps the file before it answers 204.
 *
 * Built at the first resumable upload request, not at start (issue 36: idle memory): the function answered
 * builds it once and hands it out after. A failed load (a missing package) is not kept: that request fails as
 * a 500 with its cause logged, and the next one tries again.
 */
export function lazyTusServer(deps: {
  db: Db;
  staging: ResumableStaging;
  resumable: ResumableUploadsService;
  maxBytes: number;
  log: FastifyBaseLogger;
}): () => Promise<Server> {
  let building: Promise<Server> | undefined;
  return () =>
    (building ??= createTusServer(deps).catch((error: unknown) => {
      building = undefined;
      throw error;
    }));
}

async function createTusServer(deps: Parameters<typeof lazyTusServer>[0]): Promise<Server> {
  const { db, staging, resumable, maxBytes, log } = deps;
  const [{ Server }, store] = await Promise.all([loadTus(), openResumableStore(db, staging)]);
  return new Server({
    path: '/resumable-uploads',
    datastore: store,
    maxSize: maxBytes,
    disableTerminationForFinishedUploads: true,
    // Same origin only, as the rest of the API (tus would answer Access-Control-Allow-Origin: * by default).
    allowedOrigins: () => false,
    generateUrl: (_req, { id }) => `resumable-uploads/${id}`,
    getFileIdFromRequest: () => resumableRequest.getStore()?.id,
    onUploadFinish: async (_req, upload) => {
      const request = resumableRequest.getStore();
      if (!request) throw new Error('a resumable upload finished outside its route');
      let documentId: string | undefined;
      try {
        documentId = await resumable.finish(request.actor, request.tenantId, upload.id);
      } catch (error) {
        throw asTusError(error, log);
      }
      return documentId ? { headers: { [DOCUMENT_ID_HEADER]: documentId } } : {};
    },
  });
}
