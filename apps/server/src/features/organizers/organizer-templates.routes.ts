import {
  ZCreateOrganizerTemplateRequest,
  ZErrorResponse,
  ZOrganizerStarterList,
  ZOrganizerStartersQuery,
  ZOrganizerTemplate,
  ZOrganizerTemplateListQuery,
  ZOrganizerTemplatePage,
  ZOrganizerTemplateParams,
  ZSendOrganizerRequest,
  ZSendOrganizerResult,
  ZUpdateOrganizerTemplateRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { OrganizerSendService } from './organizer-send.service.ts';
import type { OrganizerTemplatesService } from './organizer-templates.service.ts';

const tags = ['organizers'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const reading = requirePermission('manage requests');

/** Firm-wide ('manage requests'); changes check the permission inside the audited action (a refusal is on the trail). */
export const organizerTemplatesRoutes: FastifyPluginAsyncZod<{
  templates: OrganizerTemplatesService;
  send: OrganizerSendService;
}> = async (app, { templates, send }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/organizer-starters',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: 'The shipped starter organizers, named in the given language',
        querystring: ZOrganizerStartersQuery,
        response: { 200: ZOrganizerStarterList, ...errors },
      },
    },
    async (request) => templates.starters(request.query.locale),
  );

  app.get(
    '/organizer-templates',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: 'Organizer templates, last changed first; `search` matches the name',
        querystring: ZOrganizerTemplateListQuery,
        response: { 200: ZOrganizerTemplatePage, ...errors },
      },
    },
    async (request) => templates.list(request.query),
  );

  app.get(
    '/organizer-templates/:id',
    {
      preHandler: reading,
      schema: {
        tags,
        security,
        summary: "One template with its current version's sections",
        params: ZOrganizerTemplateParams,
        response: { 200: ZOrganizerTemplate, ...errors },
      },
    },
    async (request) => templates.read(request.params.id),
  );

  app.post(
    '/organizer-templates',
    {
      schema: {
        tags,
        security,
        summary: "A template from the firm's own sections, or a copy of a starter in one language",
        body: ZCreateOrganizerTemplateRequest,
        response: { 201: ZOrganizerTemplate, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await templates.create(principalOf(request), request.body)),
  );

  app.put(
    '/organizer-templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Save an edit as a new version (organizers already sent keep theirs), against its revision',
        params: ZOrganizerTemplateParams,
        body: ZUpdateOrganizerTemplateRequest,
        response: { 200: ZOrganizerTemplate, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => templates.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/organizer-templates/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Archive a template (organizers made from it stay)',
        params: ZOrganizerTemplateParams,
        response: { 204: z.null().describe('Archived'), ...errors },
      },
    },
    async (request, reply) => {
      await templates.archive(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/organizer-templates/:id/send',
    {
      schema: {
        tags,
        security,
        summary: 'One organizer per company (rolled forward from its latest earlier one); already sent: skipped',
        params: ZOrganizerTemplateParams,
        body: ZSendOrganizerRequest,
        response: { 200: ZSendOrganizerResult, ...errors },
      },
    },
    async (request) => send.send(principalOf(request), request.params.id, request.body),
  );
};
