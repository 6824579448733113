import {
  ZBulkDeleteRequest,
  ZBulkMoveRequest,
  ZBulkMoved,
  ZBulkTrashed,
  ZErrorResponse,
  ZTenantIdParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { CatalogBulkService } from './catalog-bulk.service.ts';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** A selection of files and folders moved or deleted in one call: all of it, or (refused) none of it. */
export const catalogBulkRoutes: FastifyPluginAsyncZod<{ bulk: CatalogBulkService }> = async (app, { bulk }) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/catalog/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move files and folders into one folder, all or nothing (each against the revision shown)',
        params: ZTenantIdParams,
        body: ZBulkMoveRequest,
        response: { 200: ZBulkMoved, ...errors },
      },
    },
    async (request) => bulk.move(principalOf(request), request.params.tenantId, request.body),
  );

  app.post(
    '/tenants/:tenantId/catalog/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Put files and folders in the trash, all or nothing (each its own trash entry)',
        params: ZTenantIdParams,
        body: ZBulkDeleteRequest,
        response: { 200: ZBulkTrashed, ...errors },
      },
    },
    async (request) => bulk.delete(principalOf(request), request.params.tenantId, request.body),
  );
};
