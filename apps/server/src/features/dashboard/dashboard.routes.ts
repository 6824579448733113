import { ZDailyOverview, ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/dashboard/daily-overview',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary:
          "Today's uploads by type and sales-tax submissions, today being the firm's calendar day (FIRM_TIME_ZONE); staff only",
        response: { 200: ZDailyOverview, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => dashboard.dailyOverview(principalOf(request)),
  );
};
