import { ZErrorResponse, ZInvitationTokenParams, ZInvitedUser } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitationsService } from './invitations.service.ts';

/** Public: the link's token is the credential (256 random bits, stored only as a hash). */
export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['registration'],
        summary: 'The invited user behind an invitation link',
        params: ZInvitationTokenParams,
        response: { 200: ZInvitedUser, 400: ZErrorResponse, 404: ZErrorResponse, 410: ZErrorResponse },
      },
    },
    async (request) => invitations.lookup(request.params.token),
  );
};
