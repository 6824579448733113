import { ZTenantIdParams } from '@ledgerport/contract';
import type { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { resumableRequest, type ResumableRequest } from './resumable-store.ts';
import { DOCUMENT_ID_HEADER } from './resumable-tus-server.ts';
import type { ResumableUploadsService } from './resumable-uploads.service.ts';

// tus names uploads with 32 random hex digits; nothing else can be one (nor reach the staging folder as a path).
const ZResumableParams = ZTenantIdParams.extend({ id: z.string().regex(/^[0-9a-f]{32}$/) });
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Resumable uploads (tus 1.0.0, issue 36): POST creates, HEAD answers the offset, PATCH appends, DELETE
 * terminates. Each request is checked here first (signed in, then the upload gate and the sender's own upload:
 * an id of anyone else is 404) with our error answers; then the request is handed, unread, to @tus/server.
 * PATCH bodies (application/offset+octet-stream) are left unparsed, so the app's body limit does not apply; tus
 * stops at the declared Upload-Length, itself capped at UPLOAD_MAX_BYTES at creation.
 */
export const resumableUploadsRoutes: FastifyPluginAsyncZod<{
  resumable: ResumableUploadsService;
  /** The tus handler, built at the first request (resumable-tus-server.ts). */
  tus: () => Promise<Server>;
}> = async (app, { resumable, tus }) => {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  app.addHook('preHandler', requireAuth);

  const handOver = async (request: FastifyRequest, reply: FastifyReply, context: ResumableRequest) => {
    // Before the reply is hijacked: a handler that cannot be built is then still answered (500, cause logged).
    const handler = await tus();
    reply.hijack();
    await resumableRequest.run(context, () => handler.handle(request.raw, reply.raw));
  };
  const schema = <P extends z.ZodType>(summary: string, params: P) => ({
    tags: ['files'],
    security: [{ bearerAuth: [] }],
    summary,
    params,
  });
  const base = '/tenants/:tenantId/resumable-uploads';

  app.post(
    base,
    {
      schema: schema(
        'Create a resumable (tus) upload: Upload-Length, and Upload-Metadata filename, type, optional existing and folder',
        ZTenantIdParams,
      ),
    },
    async (request, reply) => {
      const { tenantId } = request.params;
      const context = await resumable.admitCreation(principalOf(request), tenantId, {
        length: header(request, 'upload-length'),
        deferLength: header(request, 'upload-defer-length'),
        metadata: header(request, 'upload-metadata'),
      });
      await handOver(request, reply, context);
    },
  );

  app.head(
    `${base}/:id`,
    { schema: schema('The offset of one of my resumable uploads (tus HEAD)', ZResumableParams) },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      const actor = principalOf(request);
      const row = await resumable.admitOwn(actor, tenantId, id);
      await resumable.finishIfComplete(actor, tenantId, row);
      // Merged by Node into the answer tus writes next.
      const documentId = await resumable.documentOf(id);
      if (documentId) reply.raw.setHeader(DOCUMENT_ID_HEADER, documentId);
      await handOver(request, reply, { actor, tenantId, id });
    },
  );

  app.patch(
    `${base}/:id`,
    { schema: schema('Append bytes to one of my resumable uploads at Upload-Offset (tus PATCH)', ZResumableParams) },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      const actor = principalOf(request);
      await resumable.admitOwn(actor, tenantId, id);
      await handOver(request, reply, { actor, tenantId, id });
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: schema('Abandon one of my unfinished resumable uploads (tus termination)', ZResumableParams) },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      const actor = principalOf(request);
      await resumable.admitOwn(actor, tenantId, id);
      await handOver(request, reply, { actor, tenantId, id });
    },
  );
};
