import { ZErrorResponse, ZTenantIdParams, ZZipLink, ZZipLinkRequest } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { contentDisposition } from './content-disposition.ts';
import { errors } from './files.routes.ts';
import type { ZipService } from './zip.service.ts';

/** Issuing a zip link needs the bearer token; the zip itself is fetched by the browser with the link alone. */
export const zipLinkRoutes: FastifyPluginAsyncZod<{ zips: ZipService }> = async (app, { zips }) => {
  app.addHook('preHandler', requireAuth);
  app.post(
    '/tenants/:tenantId/files/zip-link',
    {
      schema: {
        tags: ['files'],
        security: [{ bearerAuth: [] }],
        summary: 'A short-lived link to download folders and files of a tenant as one zip; recorded when issued',
        params: ZTenantIdParams,
        body: ZZipLinkRequest,
        response: { 200: ZZipLink, ...errors },
      },
    },
    async (request) => zips.link(principalOf(request), request.params.tenantId, request.body),
  );
};

/** Public on purpose, like /files/download: the signed token is the credential. */
export const zipDownloadRoutes: FastifyPluginAsyncZod<{ zips: ZipService }> = async (app, { zips }) => {
  app.get(
    '/files/zip',
    {
      schema: {
        tags: ['files'],
        summary: 'Fetch a zip through a signed link (streamed, exact Content-Length)',
        querystring: z.strictObject({ token: z.string().min(1).max(16_384) }),
        response: { 200: z.any().describe('The zip'), 403: ZErrorResponse, 404: ZErrorResponse, 503: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const zip = await zips.open(request.query.token, request.ip);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-length', zip.size)
        .send(zip.stream);
    },
  );
};
