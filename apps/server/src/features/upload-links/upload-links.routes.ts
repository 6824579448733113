import {
  ZCreatedUploadLink,
  ZCreateUploadLinkRequest,
  ZErrorResponse,
  ZTenantIdParams,
  ZUploadLink,
  ZUploadLinkList,
  ZUploadLinkParams,
  ZUploadLinksQuery,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { UploadLinksService } from './upload-links.service.ts';

const tags = ['upload-links'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Staff make, list and revoke a company's upload links (issue 32). */
export const uploadLinksRoutes: FastifyPluginAsyncZod<{ links: UploadLinksService }> = async (app, { links }) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/upload-links',
    {
      schema: {
        tags,
        security,
        summary: 'Make an upload link for the company (a folder, or one open request); its address is shown once',
        params: ZTenantIdParams,
        body: ZCreateUploadLinkRequest,
        response: { 201: ZCreatedUploadLink, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await links.create(principalOf(request), request.params.tenantId, request.body)),
  );

  app.get(
    '/tenants/:tenantId/upload-links',
    {
      schema: {
        tags,
        security,
        summary: "The company's upload links, newest first, with their status and how many files came through",
        params: ZTenantIdParams,
        querystring: ZUploadLinksQuery,
        response: { 200: ZUploadLinkList, ...errors },
      },
    },
    (request) => links.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenants/:tenantId/upload-links/:linkId/revoke',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an upload link: it opens nothing from now on',
        params: ZUploadLinkParams,
        response: { 200: ZUploadLink, ...errors },
      },
    },
    (request) => links.revoke(principalOf(request), request.params.tenantId, request.params.linkId),
  );
};
