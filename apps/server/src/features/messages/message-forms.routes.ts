import multipart from '@fastify/multipart';
import {
  MESSAGE_LIMITS,
  VALIDATION_MESSAGES,
  ZErrorResponse,
  ZMessageThread,
  ZThreadMessage,
} from '@ledgerport/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageThreadsService } from './message-threads.service.ts';
import type { MessageForm, MessageWritingService } from './message-writing.service.ts';
import { ZTenantParams, ZThreadParams } from './messages.routes.ts';

const tags = ['messages'];
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
 * A JSON body as it is, or a multipart form read part by part: text parts fill `fields`, each `file` part is
 * handed on unread (the upload writer streams it to storage). Any other file part is refused.
 */
function formOf(request: FastifyRequest): MessageForm {
  if (!request.isMultipart()) return { kind: 'json', body: request.body };
  const fields: Record<string, string> = {};
  let parts: ReturnType<typeof request.parts> | undefined;
  return {
    kind: 'multipart',
    fields,
    nextFile: async () => {
      parts ??= request.parts();
      for (;;) {
        const next = await parts.next();
        if (next.done) return undefined;
        const part = next.value;
        if (part.type === 'file') {
          if (part.fieldname === 'file') return { fileName: part.filename, content: part.file };
          part.file.resume();
          throw new AppError(400, 'VALIDATION_ERROR', 'Send files as parts named "file"', [
            { field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload },
          ]);
        }
        fields[part.fieldname] = String(part.value ?? '');
      }
    },
  };
}

/**
 * Writing a message or starting a conversation: JSON, or multipart with files (in a plugin of its own so multipart
 * parsing exists for these routes only). One file more than allowed is let through the parser so the service can
 * refuse it with its own translated message; the file limit is UPLOAD_MAX_BYTES + 1 (the storage tells "too
 * large" from "exactly at it"); a text part may hold a whole message in any script.
 */
export const messageFormsRoutes: FastifyPluginAsyncZod<{
  writing: MessageWritingService;
  threads: MessageThreadsService;
  maxBytes: number;
}> = async (app, { writing, threads, maxBytes }) => {
  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: maxBytes + 1,
      files: MESSAGE_LIMITS.attachmentsMax + 1,
      fields: 8,
      fieldSize: MESSAGE_LIMITS.bodyMax * 4 + 1024,
      parts: MESSAGE_LIMITS.attachmentsMax + 10,
      headerPairs: 50,
    },
  });
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/threads',
    {
      schema: {
        tags,
        security,
        summary: 'Start a conversation with its first message (JSON, or multipart with up to 10 "file" parts)',
        consumes: ['application/json', 'multipart/form-data'],
        params: ZTenantParams,
        response: { 201: ZMessageThread, ...errors },
      },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const { tenantId } = request.params;
      const written = await writing.start(actor, tenantId, formOf(request));
      return reply.status(201).send(await threads.head(actor, tenantId, written.row.thread_id));
    },
  );

  app.post(
    '/tenants/:tenantId/threads/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Write a message (JSON, or multipart with up to 10 "file" parts; all or nothing)',
        consumes: ['application/json', 'multipart/form-data'],
        params: ZThreadParams,
        response: { 201: ZThreadMessage, ...errors },
      },
    },
    async (request, reply) => {
      const actor = principalOf(request);
      const { tenantId, id } = request.params;
      const written = await writing.post(actor, tenantId, id, formOf(request));
      return reply.status(201).send(await threads.presentWritten(actor, written.row, written.uploads.length > 0));
    },
  );
};
