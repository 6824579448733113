import { ZEnsuredFolderPath, ZEnsureFolderPathRequest, ZErrorResponse, ZTenantIdParams } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { FolderPathsService } from './folder-paths.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** A dropped folder's directories, made before its files upload into them (issue 36). */
export const folderPathsRoutes: FastifyPluginAsyncZod<{ folderPaths: FolderPathsService }> = async (
  app,
  { folderPaths },
) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/folder-paths',
    {
      schema: {
        tags: ['files'],
        security: [{ bearerAuth: [] }],
        summary:
          "Make a dropped folder's directory (a relative path below a parent) and the folders between, reusing those there; answers the deepest",
        params: ZTenantIdParams,
        body: ZEnsureFolderPathRequest,
        response: { 200: ZEnsuredFolderPath, ...errors },
      },
    },
    async (request) => folderPaths.ensure(principalOf(request), request.params.tenantId, request.body),
  );
};
