import {
  ZCatalogItemParams,
  ZDocumentVersions,
  ZErrorResponse,
  ZFileEntry,
  ZFirmSearch,
  ZFirmSearchQuery,
  ZReviewQueue,
  ZReviewRequest,
  ZReviewResult,
  ZTenantIdParams,
  ZVersionParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { filtersOf } from './files.service.ts';
import type { FirmFilesService } from './firm-files.service.ts';
import type { ReviewService } from './review.service.ts';
import type { VersionsService } from './versions.service.ts';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Versions, review status, and files across companies (issue 15). */
export const workspaceRoutes: FastifyPluginAsyncZod<{
  versions: VersionsService;
  review: ReviewService;
  firmFiles: FirmFilesService;
}> = async (app, { versions, review, firmFiles }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/documents/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: "A file's versions, newest first",
        params: ZCatalogItemParams,
        response: { 200: ZDocumentVersions, ...errors },
      },
    },
    async (request) => versions.list(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.post(
    '/tenants/:tenantId/documents/:id/versions/:number/restore',
    {
      schema: {
        tags,
        security,
        summary: "An earlier version's bytes made the newest version",
        params: ZVersionParams,
        response: { 200: ZFileEntry, ...errors },
      },
    },
    async (request) =>
      versions.restore(principalOf(request), request.params.tenantId, request.params.id, request.params.number),
  );

  app.put(
    '/tenants/:tenantId/documents/review',
    {
      schema: {
        tags,
        security,
        summary: 'Set the review status (and the note the client reads) of one or many files',
        params: ZTenantIdParams,
        body: ZReviewRequest,
        response: { 200: ZReviewResult, ...errors },
      },
    },
    async (request) => review.review(principalOf(request), request.params.tenantId, request.body),
  );

  app.get(
    '/files/search',
    {
      schema: {
        tags,
        security,
        summary: 'Files of every company the caller may see, newest first, each with its company',
        querystring: ZFirmSearchQuery,
        response: { 200: ZFirmSearch, ...errors },
      },
    },
    async (request) =>
      firmFiles.search(principalOf(request), {
        ...filtersOf(request.query),
        text: request.query.q ?? request.query.search,
      }),
  );

  app.get(
    '/dashboard/review-queue',
    {
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'Companies with files not yet reviewed, most first (staff who review)',
        response: { 200: ZReviewQueue, ...errors },
      },
    },
    async (request) => firmFiles.reviewQueue(principalOf(request)),
  );
};
