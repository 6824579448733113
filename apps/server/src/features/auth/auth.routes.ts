import {
  ZErrorResponse,
  ZLocale,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZNotMeRequest,
  ZPasskeySignInOptions,
  ZPasskeySignInRequest,
  ZAccepted,
  ZSecondFactorRequest,
  ZSendSecondFactorCodeRequest,
  ZSignedIn,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import { clientOf } from '../../platform/http/client-info.ts';
import type { AuthService } from './auth.service.ts';
import type { NotMeService } from './not-me.service.ts';
import type { SecondFactorService } from './second-factor.service.ts';

const tags = ['auth'];
const secured = [{ bearerAuth: [] }];
const signInErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse };
// Sign-out, "who am I" and the language stay open to a user the firm still requires to enrol a second factor.
const duringMfaEnrolment = { duringMfaEnrolment: true };

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  secondFactor: SecondFactorService;
  notMe: NotMeService;
}> = async (app, { auth, secondFactor, notMe }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (answers `second_factor` when a second step is needed)',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...signInErrors },
      },
    },
    async (request) => auth.login(request.body, clientOf(request)),
  );

  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        tags,
        summary: "The sign-in's second step: an authenticator code, a recovery code or a passkey",
        body: ZSecondFactorRequest,
        response: { 200: ZSignedIn, ...signInErrors },
      },
    },
    async (request) => secondFactor.completeSignIn(request.body, clientOf(request)),
  );

  app.post(
    '/auth/login/second-factor/code',
    {
      schema: {
        tags,
        summary:
          "E-mail or text a code for the sign-in's second step (a client whose factor is codes by e-mail or SMS)",
        body: ZSendSecondFactorCodeRequest,
        response: { 202: ZAccepted, ...signInErrors },
      },
    },
    async (request, reply) => {
      await secondFactor.sendCode(request.body.challenge, clientOf(request), request.body.channel);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/passkey/options',
    { schema: { tags, summary: 'Start signing in with a passkey alone', response: { 200: ZPasskeySignInOptions } } },
    async () => secondFactor.passkeyOptions(),
  );

  app.post(
    '/auth/passkey/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey alone',
        body: ZPasskeySignInRequest,
        response: { 200: ZSignedIn, ...signInErrors },
      },
    },
    async (request) => secondFactor.passkeySignIn(request.body, clientOf(request)),
  );

  app.post(
    '/auth/not-me',
    {
      schema: {
        tags,
        summary:
          '"This wasn\'t me" from a new-device e-mail: end every session, stop the password, e-mail a reset link',
        body: ZNotMeRequest,
        response: { 204: z.null(), 410: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await notMe.report(request.body.token, clientOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireAuth,
      config: duringMfaEnrolment,
      schema: { tags, summary: 'End this session', security: secured },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireAuth,
      config: duringMfaEnrolment,
      schema: {
        tags,
        summary: 'The signed-in user and their permissions',
        security: secured,
        response: { 200: ZMeResponse },
      },
    },
    async (request) => auth.me(principalOf(request)),
  );

  app.put(
    '/auth/me/locale',
    {
      preHandler: requireAuth,
      config: duringMfaEnrolment,
      schema: {
        tags,
        summary: "Store the user's interface language (also used for their e-mails)",
        security: secured,
        body: z.strictObject({ locale: ZLocale }),
      },
    },
    async (request, reply) => {
      await auth.setLocale(principalOf(request).access.userId, request.body.locale);
      return reply.status(204).send(null);
    },
  );
};
