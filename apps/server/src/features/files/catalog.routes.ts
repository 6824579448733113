import {
  ZCatalogItemParams,
  ZCreateFolderRequest,
  ZDeleteQuery,
  ZErrorResponse,
  ZFileEntry,
  ZPlaceRequest,
  ZTenantIdParams,
  ZTrashed,
  ZTrashList,
  ZTrashParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { CatalogChangesService } from './catalog-changes.service.ts';
import type { TrashService } from './trash.service.ts';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** Managing a company's files and folders: new folder, rename/move, delete to the trash, restore. */
export const catalogRoutes: FastifyPluginAsyncZod<{ changes: CatalogChangesService; trash: TrashService }> = async (
  app,
  { changes, trash },
) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/folders',
    {
      schema: {
        tags,
        security,
        summary: 'A new, empty folder',
        params: ZTenantIdParams,
        body: ZCreateFolderRequest,
        response: { 201: ZFileEntry, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changes.createFolder(principalOf(request), request.params.tenantId, request.body)),
  );

  app.patch(
    '/tenants/:tenantId/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename and/or move a file (against the revision shown)',
        params: ZCatalogItemParams,
        body: ZPlaceRequest,
        response: { 200: ZFileEntry, ...errors },
      },
    },
    async (request) =>
      changes.placeDocument(principalOf(request), request.params.tenantId, request.params.id, request.body),
  );

  app.patch(
    '/tenants/:tenantId/folders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename and/or move a folder with everything in it',
        params: ZCatalogItemParams,
        body: ZPlaceRequest,
        response: { 200: ZFileEntry, ...errors },
      },
    },
    async (request) =>
      changes.placeFolder(principalOf(request), request.params.tenantId, request.params.id, request.body),
  );

  app.delete(
    '/tenants/:tenantId/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Put a file in the trash',
        params: ZCatalogItemParams,
        querystring: ZDeleteQuery,
        response: { 200: ZTrashed, ...errors },
      },
    },
    async (request) =>
      changes.deleteDocument(principalOf(request), request.params.tenantId, request.params.id, request.query.revision),
  );

  app.delete(
    '/tenants/:tenantId/folders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Put a folder and everything below it in the trash',
        params: ZCatalogItemParams,
        querystring: ZDeleteQuery,
        response: { 200: ZTrashed, ...errors },
      },
    },
    async (request) =>
      changes.deleteFolder(principalOf(request), request.params.tenantId, request.params.id, request.query.revision),
  );

  app.get(
    '/tenants/:tenantId/trash',
    {
      schema: {
        tags,
        security,
        summary: "The company's trash, newest first",
        params: ZTenantIdParams,
        response: { 200: ZTrashList, ...errors },
      },
    },
    async (request) => trash.list(principalOf(request), request.params.tenantId),
  );

  app.post(
    '/tenants/:tenantId/trash/:trashId/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Bring one deletion back where it was',
        params: ZTrashParams,
        response: { 200: ZTrashed, ...errors },
      },
    },
    async (request) => trash.restore(principalOf(request), request.params.tenantId, request.params.trashId),
  );
};
