import multipart from '@fastify/multipart';
import { ZBulkTenantImportResult, ZErrorResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { bulkFormOf, bulkMultipartOptions } from '../../platform/spreadsheets/bulk-form.ts';
import type { SpreadsheetLimits } from '../../platform/spreadsheets/read-uploaded-sheet.ts';
import type { BulkTenantsService } from './bulk-tenants.service.ts';

const tags = ['tenants'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Multipart parsing is registered in this plugin only, with the spreadsheet caps (see bulkMultipartOptions). */
export const bulkTenantsRoutes: FastifyPluginAsyncZod<{
  bulkTenants: BulkTenantsService;
  limits: SpreadsheetLimits;
}> = async (app, { bulkTenants, limits }) => {
  await app.register(multipart, bulkMultipartOptions(limits));
  app.addHook('preHandler', requireAuth);

  app.post(
    '/bulk/tenants',
    {
      // 'create tenant' is checked by the service, inside the audited import, so a refusal is on the trail.
      schema: {
        tags,
        security,
        summary:
          'Create tenants from a spreadsheet: multipart with "import" (JSON: selected_rows, edits, ' +
          'invite_owners) first, then "file" (.xlsx, .xls or .csv). All rows or none.',
        consumes: ['multipart/form-data'],
        response: {
          201: ZBulkTenantImportResult,
          409: ZErrorResponse,
          413: ZErrorResponse,
          415: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bulkTenants.import(principalOf(request), bulkFormOf(request))),
  );
};
