import { ZErrorResponse, ZOutboxMessageDetail, ZOutboxPage, ZOutboxQuery } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { OutboxService } from './outbox.service.ts';

const tags = ['outbox'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.addHook('preHandler', requireAuth);
  app.addHook('preHandler', requirePermission('view outbox'));

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        security,
        summary: 'Every e-mail Ledgerport has queued or sent, newest first',
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxPage, ...errors },
      },
    },
    async (request) => outbox.list(request.query),
  );

  app.get(
    '/outbox/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One e-mail with its text and HTML bodies',
        params: z.strictObject({ id: z.uuid() }),
        response: { 200: ZOutboxMessageDetail, 404: ZErrorResponse, ...errors },
      },
    },
    async (request) => outbox.get(request.params.id),
  );
};
