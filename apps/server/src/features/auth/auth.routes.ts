import { ZErrorResponse, ZLocale, ZLoginRequest, ZLoginResponse, ZMeResponse } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { AuthService } from './auth.service.ts';

const tags = ['auth'];
const secured = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) =>
      auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null }),
  );

  app.post(
    '/auth/logout',
    { preHandler: requireAuth, schema: { tags, summary: 'End this session', security: secured } },
    async (request, reply) => {
      await auth.logout(principalOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'The signed-in user and their permissions',
        security: secured,
        response: { 200: ZMeResponse },
      },
    },
    async (request) => auth.me(principalOf(request).access.userId),
  );

  app.put(
    '/auth/me/locale',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "Store the user's interface language (also used for their e-mails)",
        security: secured,
        body: z.strictObject({ locale: ZLocale }),
      },
    },
    async (request, reply) => {
      await auth.setLocale(principalOf(request).access.userId, request.body.locale);
      return reply.status(204).send();
    },
  );
};
