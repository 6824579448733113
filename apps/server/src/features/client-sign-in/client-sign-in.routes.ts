import {
  ZAccepted,
  ZClientSignInMethods,
  ZEmailCodeSignInRequest,
  ZEmailLinkSignInRequest,
  ZEmailSignInRequest,
  ZEmailSignInResponse,
  ZErrorResponse,
  ZRenewSignInLinkRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/http/client-info.ts';
import { bindingOf, setBindingCookie } from './browser-binding.ts';
import type { EmailSignInService } from './email-sign-in.service.ts';

const tags = ['auth'];
const requestErrors = { 400: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };
const signInErrors = { ...requestErrors, 401: ZErrorResponse, 410: ZErrorResponse };

/**
 * Issue 32, public: what the login page may offer clients, and "e-mail me a sign-in link". The link's token and
 * code are credentials only together with the browser's binding cookie (browser-binding.ts).
 */
export const clientSignInRoutes: FastifyPluginAsyncZod<{
  emailSignIn: EmailSignInService;
  secureCookies: boolean;
}> = async (app, { emailSignIn, secureCookies }) => {
  app.get(
    '/auth/client-sign-in-methods',
    {
      schema: {
        tags,
        summary: 'How the firm lets clients sign in (password, e-mailed link or code, passkey), for the login page',
        response: { 200: ZClientSignInMethods },
      },
    },
    async () => emailSignIn.methods(),
  );

  app.post(
    '/auth/email-link',
    {
      schema: {
        tags,
        summary:
          'E-mail a client a sign-in link and code, good only in this browser (same answer for every address; sets the binding cookie)',
        body: ZEmailSignInRequest,
        response: { 202: ZAccepted, ...requestErrors },
      },
    },
    async (request, reply) => {
      const binding = await emailSignIn.request(request.body.email, bindingOf(request), clientOf(request));
      setBindingCookie(reply, binding, secureCookies);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/email-link/sign-in',
    {
      schema: {
        tags,
        summary:
          'Sign in with the e-mailed link, in the browser that asked for it (answers `second_factor` when one follows)',
        body: ZEmailLinkSignInRequest,
        response: { 200: ZEmailSignInResponse, ...signInErrors },
      },
    },
    async (request) => emailSignIn.signInWithLink(request.body, bindingOf(request), clientOf(request)),
  );

  app.post(
    '/auth/email-link/code',
    {
      schema: {
        tags,
        summary: 'Sign in with the e-mailed 6-digit code, in the browser that asked for it (5 tries)',
        body: ZEmailCodeSignInRequest,
        response: { 200: ZEmailSignInResponse, ...signInErrors },
      },
    },
    async (request) => emailSignIn.signInWithCode(request.body, bindingOf(request), clientOf(request)),
  );

  app.post(
    '/auth/email-link/renew',
    {
      schema: {
        tags,
        summary: 'A link opened in another browser: e-mail a new one to the same address, good in this browser',
        body: ZRenewSignInLinkRequest,
        response: { 202: ZAccepted, ...requestErrors },
      },
    },
    async (request, reply) => {
      const binding = await emailSignIn.renew(request.body.token, bindingOf(request), clientOf(request));
      setBindingCookie(reply, binding, secureCookies);
      return reply.status(202).send({ accepted: true });
    },
  );
};
