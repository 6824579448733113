import { ZErrorResponse, ZPersonErasure } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { PersonErasureService } from './person-erasure.service.ts';
import type { PersonExportService } from './person-export.service.ts';

const tags = ['person data'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ZUserParams = z.strictObject({ userId: z.uuid() });

/** A person's data (issue 35, item 5): export (staff with 'manage personal data', or herself) and erasure. */
export const personDataRoutes: FastifyPluginAsyncZod<{
  exports: PersonExportService;
  erasure: PersonErasureService;
}> = async (app, { exports, erasure }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/users/:userId/data-export.zip',
    {
      schema: {
        tags,
        security,
        summary: "A person's data as a zip: JSON files and her uploaded files (audited PERSON_DATA_EXPORT)",
        params: ZUserParams,
        produces: ['application/zip'],
        response: { 200: z.any().describe('zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exports.exportZip(principalOf(request), request.params.userId);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.post(
    '/users/:userId/erasure',
    {
      schema: {
        tags,
        security,
        summary:
          'Erases a person: data removed or pseudonymised, except what retention or a hold keeps (201; 200 again)',
        params: ZUserParams,
        response: { 200: ZPersonErasure, 201: ZPersonErasure, ...errors },
      },
    },
    async (request, reply) => {
      const { created, erasure: record } = await erasure.erase(principalOf(request), request.params.userId);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/users/:userId/erasure',
    {
      schema: {
        tags,
        security,
        summary: "The record of a person's erasure: what was removed, and what was kept, why and until when",
        params: ZUserParams,
        response: { 200: ZPersonErasure, ...errors },
      },
    },
    async (request) => erasure.get(principalOf(request), request.params.userId),
  );
};
