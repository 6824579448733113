import multipart from '@fastify/multipart';
import { ZErrorResponse, ZTenantIdParams, ZUploadQuery, ZUploadRecord } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { UploadsService } from './uploads.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  503: ZErrorResponse,
};

/**
 * Uploads live in their own plugin so multipart parsing exists for this route only. The multipart parser
 * hands the request stream over unread, so the app's 1 MB bodyLimit does not cap it; the file limit is
 * UPLOAD_MAX_BYTES + 1, one byte past the limit being how the storage tells "too large" from "exactly at it".
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; maxBytes: number }> = async (
  app,
  { uploads, maxBytes },
) => {
  await app.register(multipart, {
    // preservePath: we see the name exactly as sent, so a crafted '../x' is refused instead of quietly becoming 'x'.
    preservePath: true,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/uploads',
    {
      schema: {
        tags: ['files'],
        security: [{ bearerAuth: [] }],
        summary:
          'Upload one file (multipart part "file") into the folder of its type (or an existing `folder`): a taken name gets a new version, or " (1)" with existing=keep_both',
        consumes: ['multipart/form-data'],
        params: ZTenantIdParams,
        querystring: ZUploadQuery,
        response: { 201: ZUploadRecord, ...errors },
      },
    },
    async (request, reply) => {
      const declared = request.headers['content-length'];
      const record = await uploads.upload(principalOf(request), request.params.tenantId, {
        type: request.query.type,
        asVersion: request.query.existing === 'version',
        folder: request.query.folder,
        isMultipart: request.isMultipart(),
        declaredBytes: declared === undefined ? undefined : Number(declared),
        nextFile: async () => {
          const part = await request.file();
          if (!part) return undefined;
          if (part.fieldname !== 'file') {
            part.file.resume();
            return undefined;
          }
          return { fileName: part.filename, content: part.file };
        },
      });
      return reply.status(201).send(record);
    },
  );
};
