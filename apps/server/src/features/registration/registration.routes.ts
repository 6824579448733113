import {
  ZAccepted,
  ZConfirmSignupRequest,
  ZErrorResponse,
  ZInvitationTokenParams,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendSignupCodeRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/http/client-info.ts';
import type { RegistrationService } from './registration.service.ts';

const tags = ['registration'];

/** Public: the invitation token, then the e-mailed code, are the credentials. */
export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (
  app,
  { registration },
) => {
  app.post(
    '/invitations/:token/register',
    {
      schema: {
        tags,
        summary: 'Choose a name and password from an invitation link; e-mails a 6-digit code',
        params: ZInvitationTokenParams,
        body: ZRegisterRequest,
        response: { 202: ZRegisterResponse, 400: ZErrorResponse, 404: ZErrorResponse, 410: ZErrorResponse },
      },
    },
    async (request, reply) => reply.status(202).send(await registration.register(request.params.token, request.body)),
  );

  app.post(
    '/registration/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mailed code; the account becomes active',
        body: ZConfirmSignupRequest,
        response: { 200: ZAccepted, 400: ZErrorResponse, 410: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => registration.confirm(request.body, clientOf(request)),
  );

  app.post(
    '/registration/code',
    {
      schema: {
        tags,
        summary: 'Send a new code (same answer whether or not a registration is waiting)',
        body: ZResendSignupCodeRequest,
        response: { 202: ZAccepted, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => reply.status(202).send(await registration.resendCode(request.body.username, request.ip)),
  );
};
