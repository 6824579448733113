import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { EnvelopeEvidence } from './envelope-evidence.service.ts';
import { ZEnvelopeParams } from './envelopes.routes.ts';
import { zipDownload } from './pdf-reply.ts';
import { errors, security, tags } from './signing-route-schema.ts';

/** The evidence zip of one envelope, for staff who see the company's files (the service checks the tenant). */
export const envelopeEvidenceRoutes: FastifyPluginAsyncZod<{ evidence: EnvelopeEvidence }> = async (
  app,
  { evidence },
) => {
  app.addHook('preHandler', requireAuth);
  app.get(
    '/tenants/:tenantId/signing/envelopes/:envelopeId/evidence',
    {
      schema: {
        tags,
        security,
        summary:
          "The envelope's evidence as one zip: signed PDF, original, the event chain (events.json) and a summary; " +
          "`npm run verify-evidence` checks it offline ('view files' in the tenant; not for a draft: 409)",
        params: ZEnvelopeParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { tenantId, envelopeId } = request.params;
      const { zip, name } = await evidence.download(principalOf(request), tenantId, envelopeId);
      return zipDownload(reply, { bytes: zip, name });
    },
  );
};
