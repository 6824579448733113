import {
  ZAccepted,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZPasswordResetLink,
  ZPasswordResetTokenParams,
  ZResetPasswordRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../platform/http/client-info.ts';
import type { PasswordResetService } from './password-reset.service.ts';

const tags = ['auth'];

/** Public: the e-mailed link's token is the credential (256 random bits, stored only as a hash). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService }> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same answer whether or not the address has an account)',
        body: ZForgotPasswordRequest,
        response: { 202: ZAccepted, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => reply.status(202).send(await passwordReset.requestLink(request.body.email, request.ip)),
  );

  app.get(
    '/auth/password-reset/:token',
    {
      schema: {
        tags,
        summary: 'Whose password a reset link resets',
        params: ZPasswordResetTokenParams,
        response: { 200: ZPasswordResetLink, 400: ZErrorResponse, 410: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => passwordReset.describeLink(request.params.token, request.ip),
  );

  app.post(
    '/auth/password-reset/:token',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session of the user',
        params: ZPasswordResetTokenParams,
        body: ZResetPasswordRequest,
        response: { 204: z.null(), 400: ZErrorResponse, 410: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await passwordReset.resetPassword(request.params.token, request.body, clientOf(request));
      return reply.status(204).send(null);
    },
  );
};
