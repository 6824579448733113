import {
  ZApplySigningTemplateRequest,
  ZCreateSigningTemplateRequest,
  ZEnvelope,
  ZSigningTemplate,
  ZSigningTemplateList,
} from '@ledgerport/contract';
import { errors, security, tags } from './signing-route-schema.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { SigningTemplatesService } from './signing-templates.service.ts';

/** The firm's signing layouts ('manage signatures'); applying one checks the company named in the body. */
export const signingTemplatesRoutes: FastifyPluginAsyncZod<{ templates: SigningTemplatesService }> = async (
  app,
  { templates },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/signing/templates',
    {
      schema: {
        tags,
        security,
        summary: "The firm's signing templates, by name",
        response: { 200: ZSigningTemplateList, ...errors },
      },
    },
    (request) => templates.list(principalOf(request)),
  );

  app.post(
    '/signing/templates',
    {
      schema: {
        tags,
        security,
        summary: 'Keep a layout (order, identity check, message, signer roles, fields) for later envelopes',
        body: ZCreateSigningTemplateRequest,
        response: { 201: ZSigningTemplate, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await templates.create(principalOf(request), request.body)),
  );

  app.post(
    '/signing/templates/:templateId/apply',
    {
      schema: {
        tags,
        security,
        summary: "Apply a template to a company's draft envelope",
        params: z.strictObject({ templateId: z.uuid() }),
        body: ZApplySigningTemplateRequest,
        response: { 200: ZEnvelope, ...errors },
      },
    },
    (request) =>
      templates.apply(
        principalOf(request),
        request.params.templateId,
        request.body.tenant_uuid,
        request.body.envelope_uuid,
      ),
  );
};
