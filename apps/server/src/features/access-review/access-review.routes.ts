import { ZAccessReviewPage, ZAccessReviewQuery, ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { AccessReviewService } from './access-review.service.ts';

const tags = ['access review'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const accessReviewRoutes: FastifyPluginAsyncZod<{ review: AccessReviewService }> = async (app, { review }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/access-review',
    {
      schema: {
        tags,
        security,
        summary: 'Every user with roles, companies and last sign-in; inactive for 90 days flagged (view audit trail)',
        querystring: ZAccessReviewQuery,
        response: { 200: ZAccessReviewPage, ...errors },
      },
    },
    async (request) => review.list(principalOf(request), request.query),
  );

  app.get(
    '/access-review/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The access review as CSV (UTF-8 with BOM); recorded on the audit trail',
        querystring: ZAccessReviewQuery.omit({ page: true, per_page: true }),
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV, header row first'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await review.exportCsv(principalOf(request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
