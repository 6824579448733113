import {
  ZCreateRoleRequest,
  ZErrorResponse,
  ZPermissionGroupList,
  ZRole,
  ZRoleIdParams,
  ZRoleListQuery,
  ZRoleSummaryPage,
  ZUpdateRoleRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { RolesService } from './roles.service.ts';

const tags = ['roles'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get(
    '/roles',
    {
      preHandler: [requireAuth, requirePermission('view ROLE')],
      schema: {
        tags,
        security,
        summary: 'List roles (15 per page by default), optionally only firm or tenant roles',
        querystring: ZRoleListQuery,
        response: { 200: ZRoleSummaryPage, ...refusals },
      },
    },
    async (request) => roles.list(request.query),
  );

  app.get(
    '/permission-groups',
    {
      preHandler: [requireAuth, requirePermission('view ROLE')],
      schema: {
        tags,
        security,
        summary: 'Every permission, grouped as the role form shows them',
        response: { 200: ZPermissionGroupList, ...refusals },
      },
    },
    async () => roles.permissionGroups(),
  );

  app.get(
    '/roles/:id',
    {
      preHandler: [requireAuth, requirePermission('view ROLE')],
      schema: {
        tags,
        security,
        summary: 'One role with the ids of its permissions',
        params: ZRoleIdParams,
        response: { 200: ZRole, ...refusals, 404: ZErrorResponse },
      },
    },
    async (request) => roles.get(request.params.id),
  );

  app.post(
    '/roles',
    {
      // 'create ROLE' is checked by the service, inside the audited action, so a refusal is on the trail.
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Create a role (firm-wide unless scope is tenant)',
        body: ZCreateRoleRequest,
        response: { 201: ZRole, ...refusals, 409: ZErrorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await roles.create(principalOf(request), request.body)),
  );

  app.put(
    '/roles/:id',
    {
      // 'update ROLE' is checked by the service, inside the audited action.
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Rename a role and set its permissions (SuperAdmin is locked; built-in roles keep their name)',
        params: ZRoleIdParams,
        body: ZUpdateRoleRequest,
        response: { 200: ZRole, ...refusals, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => roles.update(principalOf(request), request.params.id, request.body),
  );
};
