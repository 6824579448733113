import { ZClientAsks, ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { ClientAsksService } from './client-asks.service.ts';

export const clientAsksRoutes: FastifyPluginAsyncZod<{ asks: ClientAsksService }> = async (app, { asks }) => {
  app.addHook('preHandler', requireAuth);
  app.get(
    '/asks',
    {
      schema: {
        tags: ['requests'],
        security: [{ bearerAuth: [] }],
        summary:
          "What the firm needs from the signed-in client across their companies ('view files' in each): open and overdue requests, returned ones and documents marked Needs attention, most urgent first",
        response: { 200: ZClientAsks, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => asks.list(principalOf(request)),
  );
};
