import {
  ZErrorResponse,
  ZFileLink,
  ZFileLinkRequest,
  ZFolderListing,
  ZFolderQuery,
  ZTenantIdParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { sendJsonText } from '../../platform/http/json-text.ts';
import { folderListingJson } from './catalog.presenter.ts';
import type { FilesService } from './files.service.ts';

const tags = ['files'];
const security = [{ bearerAuth: [] }];
export const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  503: ZErrorResponse,
};

/**
 * The folder path is checked by the storage, not by the schema, so an unsafe one is answered PATH_REFUSED
 * and lands in the audit trail like every other refusal (a schema failure would do neither).
 */
const ZFolderQueryUnchecked = ZFolderQuery.extend({ path: z.string().max(1024).default('') });

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/files',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of one folder of a tenant's files: folders first, then files, each by name; next_cursor asks for the next",
        params: ZTenantIdParams,
        querystring: ZFolderQueryUnchecked,
        response: { 200: ZFolderListing, ...errors },
      },
    },
    // The entries come as the database wrote them (catalog-entry-json.ts); folder-listing.test.ts holds the body
    // to ZFolderListing and to the presenters.
    async (request, reply) => {
      const page = await files.list(principalOf(request), request.params.tenantId, request.query);
      return sendJsonText(reply, folderListingJson(page));
    },
  );

  app.post(
    '/tenants/:tenantId/files/link',
    {
      schema: {
        tags,
        security,
        summary: 'A short-lived link to preview (inline) or download one file; recorded when issued',
        params: ZTenantIdParams,
        body: ZFileLinkRequest,
        response: { 200: ZFileLink, ...errors },
      },
    },
    async (request) => files.link(principalOf(request), request.params.tenantId, request.body),
  );
};
