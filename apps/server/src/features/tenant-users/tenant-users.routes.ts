import {
  ZAddTenantUserRequest,
  ZErrorResponse,
  ZInvitationSent,
  ZLinkTenantUserRequest,
  ZResendInvitationRequest,
  ZTenantIdParams,
  ZTenantUser,
  ZTenantUserPage,
  ZTenantUserParams,
  ZTenantUsersQuery,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { TenantUsersService } from './tenant-users.service.ts';

const tags = ['tenant users'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Every check is per tenant (a TenantOwner acts only in their own), so the service holds them, not route hooks. */
export const tenantUsersRoutes: FastifyPluginAsyncZod<{ tenantUsers: TenantUsersService }> = async (
  app,
  { tenantUsers },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/users',
    {
      schema: {
        tags,
        security,
        summary: "A tenant's users with the role each holds there (20 per page by default)",
        params: ZTenantIdParams,
        querystring: ZTenantUsersQuery,
        response: { 200: ZTenantUserPage, ...errors },
      },
    },
    async (request) => tenantUsers.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenants/:tenantId/users',
    {
      schema: {
        tags,
        security,
        summary: 'Add a new person to the tenant; they receive an invitation e-mail',
        params: ZTenantIdParams,
        body: ZAddTenantUserRequest,
        response: { 201: ZTenantUser, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tenantUsers.add(principalOf(request), request.params.tenantId, request.body)),
  );

  app.post(
    '/tenants/:tenantId/users/link',
    {
      schema: {
        tags,
        security,
        summary: 'Give an existing client account a role in this tenant (firm staff only)',
        params: ZTenantIdParams,
        body: ZLinkTenantUserRequest,
        response: { 200: ZTenantUser, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => tenantUsers.link(principalOf(request), request.params.tenantId, request.body),
  );

  app.post(
    '/tenants/:tenantId/users/:userId/invitation',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail a member who has not registered a fresh invitation; earlier links stop working',
        params: ZTenantUserParams,
        body: ZResendInvitationRequest.nullish(),
        response: { 202: ZInvitationSent, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, userId } = request.params;
      const locale = request.body?.locale;
      return reply.status(202).send(await tenantUsers.resendInvitation(principalOf(request), tenantId, userId, locale));
    },
  );
};
