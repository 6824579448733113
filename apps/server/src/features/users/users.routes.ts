import {
  ZCreateUserRequest,
  ZErrorResponse,
  ZPageQuery,
  ZUpdateUserRequest,
  ZUser,
  ZUserPage,
  ZUserIdParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users',
    {
      preHandler: [requireAuth, requirePermission('view user')],
      schema: {
        tags,
        security,
        summary: 'List firm users, newest first (15 per page by default; search by name, e-mail or mobile)',
        querystring: ZPageQuery,
        response: { 200: ZUserPage, ...refusals },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/users/:id',
    {
      preHandler: [requireAuth, requirePermission('view user')],
      schema: {
        tags,
        security,
        summary: 'One firm user with their firm roles',
        params: ZUserIdParams,
        response: { 200: ZUser, ...refusals, 404: ZErrorResponse },
      },
    },
    async (request) => users.get(request.params.id),
  );

  app.post(
    '/users',
    {
      // 'create user' is checked by the service, inside the audited action, so a refusal is on the trail.
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Add a firm user with at least one firm role: invited by e-mail, or given the password sent',
        body: ZCreateUserRequest,
        response: { 201: ZUser, ...refusals, 409: ZErrorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await users.create(principalOf(request), request.body)),
  );

  app.put(
    '/users/:id',
    {
      // 'update user' is checked by the service, inside the audited action.
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update a firm user; disabling them or changing their roles ends their sessions at once',
        params: ZUserIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUser, ...refusals, 404: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request) => users.update(principalOf(request), request.params.id, request.body),
  );
};
