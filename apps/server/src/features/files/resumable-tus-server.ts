import { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { resumableRequest, type ResumableStore } from './resumable-store.ts';
import type { ResumableUploadsService } from './resumable-uploads.service.ts';

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
 */
export function createTusServer(deps: {
  store: ResumableStore;
  resumable: ResumableUploadsService;
  maxBytes: number;
  log: FastifyBaseLogger;
}) {
  const { store, resumable, maxBytes, log } = deps;
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
      try {
        await resumable.finish(request.actor, request.tenantId, upload.id);
      } catch (error) {
        throw asTusError(error, log);
      }
      return {};
    },
  });
}
