import multipart from '@fastify/multipart';
import {
  ZBulkBatch,
  ZBulkBatchPage,
  ZBulkBatchParams,
  ZBulkBatchQuery,
  ZBulkBatchRowPage,
  ZErrorResponse,
  ZPageQuery,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import { bulkFormOf, bulkMultipartOptions } from '../../platform/spreadsheets/bulk-form.ts';
import type { SpreadsheetLimits } from '../../platform/spreadsheets/read-uploaded-sheet.ts';
import type { BulkNotificationsService } from './bulk-notifications.service.ts';

const tags = ['bulk notifications'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Firm staff holding 'send bulk notifications' send batches and read their results; nobody else sees them. */
export const bulkNotificationsRoutes: FastifyPluginAsyncZod<{
  bulkNotifications: BulkNotificationsService;
  limits: SpreadsheetLimits;
}> = async (app, { bulkNotifications, limits }) => {
  await app.register(multipart, bulkMultipartOptions(limits));
  app.addHook('preHandler', requireAuth);
  // Sending checks the permission inside its audited action (a refusal is on the trail); reading, here.
  const mayRead = requirePermission('send bulk notifications');

  app.post(
    '/bulk/notifications',
    {
      schema: {
        tags,
        security,
        summary:
          'Send a sales-tax, payroll-tax or push notification batch: multipart with "batch" (JSON) first, then ' +
          '"file" (the sheet). Answers 202 at once; e-mails and texts go out in the background',
        consumes: ['multipart/form-data'],
        response: { 202: ZBulkBatch, 413: ZErrorResponse, 415: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const batch = await bulkNotifications.submit(principalOf(request), bulkFormOf(request));
      return reply.status(202).send(batch);
    },
  );

  app.get(
    '/bulk/notifications',
    {
      preHandler: mayRead,
      schema: {
        tags,
        security,
        summary: 'One kind of batch, newest first (10 per page); push batches are searched by subject',
        querystring: ZBulkBatchQuery,
        response: { 200: ZBulkBatchPage, ...errors },
      },
    },
    async (request) => bulkNotifications.list(request.query),
  );

  app.get(
    '/bulk/notifications/:batchId',
    {
      preHandler: mayRead,
      schema: {
        tags,
        security,
        summary: 'One batch with its progress',
        params: ZBulkBatchParams,
        response: { 200: ZBulkBatch, ...errors },
      },
    },
    async (request) => bulkNotifications.get(request.params.batchId),
  );

  app.get(
    '/bulk/notifications/:batchId/rows',
    {
      preHandler: mayRead,
      schema: {
        tags,
        security,
        summary: "A batch's rows in sheet order (20 per page), each with its e-mail and text state",
        params: ZBulkBatchParams,
        querystring: ZPageQuery,
        response: { 200: ZBulkBatchRowPage, ...errors },
      },
    },
    async (request) => bulkNotifications.rows(request.params.batchId, request.query),
  );
};
