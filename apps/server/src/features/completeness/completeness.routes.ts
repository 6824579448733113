import {
  ZCompletenessCellItems,
  ZCompletenessCellQuery,
  ZCompletenessExportQuery,
  ZCompletenessMatrix,
  ZCompletenessQuery,
  ZErrorResponse,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { CompletenessService } from './completeness.service.ts';

const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Firm-wide reads for staff holding 'manage requests'; the cell's tenant is checked like any tenant route. */
export const completenessRoutes: FastifyPluginAsyncZod<{ completeness: CompletenessService }> = async (
  app,
  { completeness },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/completeness',
    {
      schema: {
        tags,
        security,
        summary: "Active tenants (by name) × months or quarters: each cell's expected, submitted, done, overdue",
        description:
          'A request counts in the column of its period_start (a one-off without a period: its due_on); ' +
          'CANCELLED never counts. An envelope sent for signature counts in the column of its due_date: sent ' +
          '(partly signed or not) as expected, completed as done; drafts, declined, voided and expired ones never ' +
          "count. kind=SIGNATURE: envelopes alone. OVERDUE is judged against the firm's today (FIRM_TIME_ZONE).",
        querystring: ZCompletenessQuery,
        response: { 200: ZCompletenessMatrix, ...errors },
      },
    },
    async (request) => completeness.matrix(principalOf(request), request.query),
  );

  app.get(
    '/completeness/cell',
    {
      schema: {
        tags,
        security,
        summary: "One cell's requests (CANCELLED left out) and envelopes to sign, each by due date",
        querystring: ZCompletenessCellQuery,
        response: { 200: ZCompletenessCellItems, ...errors },
      },
    },
    async (request) => completeness.cell(principalOf(request), request.query),
  );

  app.get(
    '/completeness/export',
    {
      schema: {
        tags,
        security,
        summary: 'The whole filtered matrix (every page) as CSV (UTF-8 with BOM) or XLSX; on the audit trail',
        description: 'Cells a spreadsheet would read as a formula start with an apostrophe.',
        querystring: ZCompletenessExportQuery,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: z.any().describe('The spreadsheet, header row first'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, format, body } = await completeness.export(principalOf(request), request.query);
      return reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
