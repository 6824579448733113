import { ZErrorResponse, ZOverdueRequests, ZOverdueRequestsQuery } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { OverdueRequestsService } from './overdue-requests.service.ts';

export const overdueRequestsRoutes: FastifyPluginAsyncZod<{ overdue: OverdueRequestsService }> = async (
  app,
  { overdue },
) => {
  app.addHook('preHandler', requireAuth);
  app.get(
    '/dashboard/overdue-requests',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: "Overdue requests of a staff member's clients (default: the caller's), first ten by due date",
        querystring: ZOverdueRequestsQuery,
        response: { 200: ZOverdueRequests, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => overdue.list(principalOf(request), request.query.responsible),
  );
};
