import { ZAuditPage, ZAuditQuery, ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['audit'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The export has no pages: it carries every event the filters select. */
const ZAuditExportQuery = ZAuditQuery.omit({ page: true, per_page: true });

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.addHook('preHandler', requireAuth);
  // 'view audit trail' is a firm permission: no tenant role carries it, so clients are refused along with staff
  // who lack it, whatever tenant they name. The export checks it inside its own audited action.

  app.get(
    '/audit',
    {
      preHandler: requirePermission('view audit trail'),
      schema: {
        tags,
        security,
        summary: 'Every security-relevant event: who did what, to what, from where, with what result; newest first',
        description: '`from` and `to` are inclusive calendar days in the firm time zone (FIRM_TIME_ZONE).',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, ...errors },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/audit/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The audit trail as CSV (UTF-8 with BOM), with the same filters as the list and no paging',
        description: 'Cells a spreadsheet would read as a formula start with an apostrophe.',
        querystring: ZAuditExportQuery,
        produces: ['text/csv'],
        // A stream: Fastify sends it as is, never through the response serializer.
        response: { 200: z.any().describe('CSV, header row first'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await audit.exportCsv(principalOf(request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
