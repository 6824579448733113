import {
  ZCatalogItemParams,
  ZDocumentRecord,
  ZDocumentRecordRequest,
  ZDocumentRecordView,
  ZErrorResponse,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { DocumentRecordService } from './document-record.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** A document's record class and tax year (issue 35), beside the catalog's other changes to a document. */
export const documentRecordRoutes: FastifyPluginAsyncZod<{ records: DocumentRecordService }> = async (
  app,
  { records },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/documents/:id/record',
    {
      schema: {
        tags: ['records'],
        security: [{ bearerAuth: [] }],
        summary: "A document's record class, tax year and whether it is on legal hold (staff with 'review files')",
        params: ZCatalogItemParams,
        response: { 200: ZDocumentRecordView, ...errors },
      },
    },
    async (request) => records.view(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.patch(
    '/tenants/:tenantId/documents/:id/record',
    {
      schema: {
        tags: ['records'],
        security: [{ bearerAuth: [] }],
        summary: "A document's record class and tax year (staff with 'review files'; audited with from/to)",
        params: ZCatalogItemParams,
        body: ZDocumentRecordRequest,
        response: { 200: ZDocumentRecord, ...errors },
      },
    },
    async (request) => records.change(principalOf(request), request.params.tenantId, request.params.id, request.body),
  );
};
