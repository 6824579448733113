import multipart from '@fastify/multipart';
import {
  UPLOAD_GRANT_HEADER,
  ZErrorResponse,
  ZUploadLinkCodeRequest,
  ZUploadLinkCodeSent,
  ZUploadLinkGrant,
  ZUploadLinkPage,
  ZUploadLinkReceipt,
  ZUploadLinkTokenParams,
  ZUploadLinkVerifyRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/http/client-info.ts';
import type { UploadLinkPublicService } from './upload-link-public.service.ts';

const tags = ['upload-links'];
const errors = {
  400: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  410: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};

/**
 * Public: the token in the address is the credential (one company, one folder or request), throttled per IP.
 * Multipart parsing exists in this plugin only, for the one upload route; as for staff's uploads the file limit
 * is UPLOAD_MAX_BYTES + 1 (one byte past it is how the storage tells "too large").
 */
export const uploadLinkPublicRoutes: FastifyPluginAsyncZod<{
  uploads: UploadLinkPublicService;
  maxBytes: number;
}> = async (app, { uploads, maxBytes }) => {
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.get(
    '/upload-link/:token',
    {
      schema: {
        tags,
        summary: 'What the upload page shows: the firm, the company, what the files are for, the limits (never a file)',
        params: ZUploadLinkTokenParams,
        response: { 200: ZUploadLinkPage, ...errors },
      },
    },
    (request) => uploads.page(request.params.token, clientOf(request)),
  );

  app.post(
    '/upload-link/:token/code',
    {
      schema: {
        tags,
        summary: 'E-mail a six-digit code to the address typed (the same answer whatever the address)',
        params: ZUploadLinkTokenParams,
        body: ZUploadLinkCodeRequest,
        response: { 202: ZUploadLinkCodeSent, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await uploads.sendCode(request.params.token, clientOf(request), request.body)),
  );

  app.post(
    '/upload-link/:token/verify',
    {
      schema: {
        tags,
        summary: `The code → a short-lived grant, sent with each upload in the ${UPLOAD_GRANT_HEADER} header`,
        params: ZUploadLinkTokenParams,
        body: ZUploadLinkVerifyRequest,
        response: { 200: ZUploadLinkGrant, ...errors },
      },
    },
    (request) => uploads.verify(request.params.token, clientOf(request), request.body),
  );

  app.post(
    '/upload-link/:token/files',
    {
      schema: {
        tags,
        summary: 'Send one file (multipart part "file") into the folder or request the link is for',
        consumes: ['multipart/form-data'],
        params: ZUploadLinkTokenParams,
        response: { 201: ZUploadLinkReceipt, ...errors },
      },
    },
    async (request, reply) => {
      const declared = request.headers['content-length'];
      const grant = request.headers[UPLOAD_GRANT_HEADER];
      const receipt = await uploads.upload(request.params.token, clientOf(request), {
        grant: typeof grant === 'string' ? grant : undefined,
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
      return reply.status(201).send(receipt);
    },
  );
};
