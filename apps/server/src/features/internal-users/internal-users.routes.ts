import {
  ZCreateInternalUserRequest,
  ZErrorResponse,
  ZInternalUser,
  ZInvitationSent,
  ZPageQuery,
  ZResendInvitationRequest,
  ZUserIdParams,
  zPage,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { InternalUsersService } from './internal-users.service.ts';

const tags = ['internal users'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const internalUsersRoutes: FastifyPluginAsyncZod<{ internalUsers: InternalUsersService }> = async (
  app,
  { internalUsers },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/internal-users',
    {
      preHandler: requirePermission('view internal user'),
      schema: {
        tags,
        security,
        summary: "The firm's own people (20 per page by default)",
        querystring: ZPageQuery,
        response: { 200: zPage(ZInternalUser), ...errors },
      },
    },
    async (request) => internalUsers.list(request.query),
  );

  app.post(
    '/internal-users',
    {
      // 'create internal user' is checked by the service, inside the audited action, so a refusal is on the trail.
      schema: {
        tags,
        security,
        summary: 'Add a staff member; they receive an invitation e-mail',
        body: ZCreateInternalUserRequest,
        response: { 201: z.object({ uuid: z.uuid(), email: z.string() }), 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await internalUsers.create(principalOf(request), request.body)),
  );

  app.post(
    '/internal-users/:id/invitation',
    {
      // 'create internal user' is checked by the service, inside the audited action.
      schema: {
        tags,
        security,
        summary: 'E-mail a staff member who has not registered a fresh invitation; earlier links stop working',
        params: ZUserIdParams,
        body: ZResendInvitationRequest.nullish(),
        response: { 202: ZInvitationSent, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await internalUsers.resendInvitation(principalOf(request), request.params.id, request.body?.locale)),
  );
};
