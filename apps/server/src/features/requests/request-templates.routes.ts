import {
  ZApplyRequestTemplateRequest,
  ZTemplateRepeats,
  ZTemplateRepeatsRequest,
  ZCreateRequestTemplateRequest,
  ZErrorResponse,
  ZRequestTemplate,
  ZRequestTemplatePage,
  ZRequestTemplateParams,
  ZRequestTemplateQuery,
  ZTemplateRun,
  ZTemplateRunAccepted,
  ZTemplateRunParams,
  ZUpdateRequestTemplateRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { TemplateApplyService } from './request-template-apply.service.ts';
import type { RequestTemplatesService } from './request-templates.service.ts';

const tags = ['request templates'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const reading = requirePermission('manage requests');

/** Firm-wide ('manage requests'); changes check the permission inside the audited action (a refusal is on the trail). */
export const requestTemplatesRoutes: FastifyPluginAsyncZod<{
  templates: RequestTemplatesService;
  apply: TemplateApplyService;
}> = async (app, { templates, apply }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/request-templates',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: 'Request templates by name; `search` matches the name',
        querystring: ZRequestTemplateQuery,
        response: { 200: ZRequestTemplatePage, ...errors },
      },
    },
    async (request) => templates.list(request.query),
  );

  app.get(
    '/request-templates/:id',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: 'One template with its items',
        params: ZRequestTemplateParams,
        response: { 200: ZRequestTemplate, ...errors },
      },
    },
    async (request) => templates.read(request.params.id),
  );

  app.post(
    '/request-templates',
    {
      schema: {
        tags,
        security,
        summary: 'Create a template (at least one item; the name unique in any case)',
        body: ZCreateRequestTemplateRequest,
        response: { 201: ZRequestTemplate, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await templates.create(principalOf(request), request.body)),
  );

  app.put(
    '/request-templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a template (name, description, items) against its revision',
        params: ZRequestTemplateParams,
        body: ZUpdateRequestTemplateRequest,
        response: { 200: ZRequestTemplate, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => templates.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/request-templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a template; what it made stays',
        params: ZRequestTemplateParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await templates.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/request-templates/:id/apply',
    {
      schema: {
        tags,
        security,
        summary: 'Apply a template to chosen tenants or every active one: 202 and a run to follow (all or nothing)',
        params: ZRequestTemplateParams,
        body: ZApplyRequestTemplateRequest,
        response: { 202: ZTemplateRunAccepted, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await apply.apply(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/request-templates/:id/repeats',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary:
          "The template's recurring items that repeat a tenant's live series (same kind and cadence, a similar title)",
        params: ZRequestTemplateParams,
        body: ZTemplateRepeatsRequest,
        response: { 200: ZTemplateRepeats, ...errors },
      },
    },
    async (request) => apply.repeats(principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/request-template-runs/:id',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: "A template run's state and progress",
        params: ZTemplateRunParams,
        response: { 200: ZTemplateRun, ...errors },
      },
    },
    async (request) => apply.run(request.params.id),
  );
};
