import { ZEnvelopeEventList } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { EnvelopeTimeline } from './envelope-timeline.service.ts';
import { ZEnvelopeParams } from './envelopes.routes.ts';
import { errors, security, tags } from './signing-route-schema.ts';

/** The steps of one envelope for the staff's envelope screen (the service checks the tenant). */
export const envelopeTimelineRoutes: FastifyPluginAsyncZod<{ timeline: EnvelopeTimeline }> = async (
  app,
  { timeline },
) => {
  app.addHook('preHandler', requireAuth);
  app.get(
    '/tenants/:tenantId/signing/envelopes/:envelopeId/events',
    {
      schema: {
        tags,
        security,
        summary:
          "The envelope's evidence chain in order, as its timeline ('view files' in the tenant): each step's type, " +
          'time, signer and staff member by name, and the details safe to show (no hashes, codes or tokens)',
        params: ZEnvelopeParams,
        response: { 200: ZEnvelopeEventList, ...errors },
      },
    },
    (request) => timeline.list(principalOf(request), request.params.tenantId, request.params.envelopeId),
  );
};
