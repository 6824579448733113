import multipart from '@fastify/multipart';
import { ZErrorResponse, ZOrganizerAnswer, ZOrganizerFileParams, ZOrganizerQuestionParams } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrganizerFilesService } from './organizer-files.service.ts';

const tags = ['organizers'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};

/**
 * Files of file questions, in a plugin of their own so multipart parsing exists for the upload route only (as
 * for uploads): the file limit is UPLOAD_MAX_BYTES + 1, the storage telling "too large" from "exactly at it".
 */
export const organizerFilesRoutes: FastifyPluginAsyncZod<{ files: OrganizerFilesService; maxBytes: number }> = async (
  app,
  { files, maxBytes },
) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
  });
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/organizers/:id/answers/:key/files',
    {
      schema: {
        tags,
        security,
        summary:
          "Upload one file (multipart part \"file\") to a file question ('upload files'): into the company's folder, counted as received",
        consumes: ['multipart/form-data'],
        params: ZOrganizerQuestionParams,
        response: { 201: ZOrganizerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, id, key } = request.params;
      const declared = request.headers['content-length'];
      if (!request.isMultipart())
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
      let parts: ReturnType<typeof request.files> | undefined;
      const answer = await files.add(principalOf(request), tenantId, id, key, {
        declaredBytes: declared === undefined ? undefined : Number(declared),
        nextFile: async () => {
          parts ??= request.files();
          const next = await parts.next();
          return next.done ? undefined : { fileName: next.value.filename, content: next.value.file };
        },
      });
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/tenants/:tenantId/organizers/:id/answers/:key/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: "Take a file off a file question (it stays in the company's folders)",
        params: ZOrganizerFileParams,
        response: { 200: ZOrganizerAnswer, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id, key, fileId } = request.params;
      return files.remove(principalOf(request), tenantId, id, key, fileId);
    },
  );
};
