import { ZEnvelope, ZResendRequest, ZVoidEnvelopeRequest } from '@ledgerport/contract';
import { errors, security, tags } from './signing-route-schema.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { EnvelopeActionsService } from './envelope-actions.service.ts';
import { ZEnvelopeParams } from './envelopes.routes.ts';

/** Staff's actions on a prepared envelope ('manage signatures'); the service checks the tenant. */
export const envelopeActionsRoutes: FastifyPluginAsyncZod<{ actions: EnvelopeActionsService }> = async (
  app,
  { actions },
) => {
  app.addHook('preHandler', requireAuth);
  const base = '/tenants/:tenantId/signing/envelopes/:envelopeId';

  app.post(
    `${base}/send`,
    {
      schema: {
        tags,
        security,
        summary: 'Send a draft: the signers whose turn it is are notified (all at once, or the first in order)',
        params: ZEnvelopeParams,
        response: { 200: ZEnvelope, ...errors },
      },
    },
    (request) => actions.send(principalOf(request), request.params.tenantId, request.params.envelopeId),
  );

  app.post(
    `${base}/void`,
    {
      schema: {
        tags,
        security,
        summary: 'Void an envelope: its links stop working at once',
        params: ZEnvelopeParams,
        body: ZVoidEnvelopeRequest,
        response: { 200: ZEnvelope, ...errors },
      },
    },
    (request) =>
      actions.void(principalOf(request), request.params.tenantId, request.params.envelopeId, request.body.reason),
  );

  app.post(
    `${base}/resend`,
    {
      schema: {
        tags,
        security,
        summary: 'Notify a signer whose turn it is again (a new link for a person by link; the old one stops working)',
        params: ZEnvelopeParams,
        body: ZResendRequest,
        response: { 200: ZEnvelope, ...errors },
      },
    },
    (request) =>
      actions.resend(
        principalOf(request),
        request.params.tenantId,
        request.params.envelopeId,
        request.body.signer_uuid,
      ),
  );
};
