import {
  ZActiveSessionList,
  ZChangePasswordRequest,
  ZErrorResponse,
  ZMeResponse,
  ZSessionIdParams,
  ZUpdateProfileRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { ActiveSessionsService } from './active-sessions.service.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse };

/** What signed-in users do about themselves: their details, their password and their signed-in devices. */
export const profileRoutes: FastifyPluginAsyncZod<{
  profile: ProfileService;
  sessions: ActiveSessionsService;
}> = async (app, { profile, sessions }) => {
  app.patch(
    '/auth/me',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change your own name and mobile',
        body: ZUpdateProfileRequest,
        response: { 200: ZMeResponse, ...refusals },
      },
    },
    async (request) => profile.updateProfile(principalOf(request), request.body),
  );

  app.put(
    '/auth/me/password',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change your password (your other sessions end; this one stays)',
        description: 'A wrong current password answers 400 WRONG_CURRENT_PASSWORD; five in 15 minutes, 429.',
        body: ZChangePasswordRequest,
        response: { 204: z.null(), ...refusals, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await profile.changePassword(principalOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Your signed-in devices, most recently seen first',
        response: { 200: ZActiveSessionList, 401: ZErrorResponse },
      },
    },
    async (request) => sessions.list(principalOf(request)),
  );

  app.delete(
    '/auth/sessions/:sessionId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Sign one of your devices out (this one included)',
        params: ZSessionIdParams,
        response: { 204: z.null(), ...refusals, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await sessions.end(principalOf(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
};
