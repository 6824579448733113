import {
  ZErrorResponse,
  ZOrganizer,
  ZOrganizerExportQuery,
  ZOrganizerParams,
  ZOrganizerQuestionParams,
  ZOrganizerSectionParams,
  ZReturnOrganizerRequest,
  ZSaveOrganizerAnswerRequest,
  ZSaveOrganizerAnswerResult,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { OrganizerAnswersService } from './organizer-answers.service.ts';
import type { OrganizerReviewService } from './organizer-review.service.ts';

const tags = ['organizers'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Every route names its tenant; the services check it (requireTenant) first. */
export const organizersRoutes: FastifyPluginAsyncZod<{
  answers: OrganizerAnswersService;
  review: OrganizerReviewService;
}> = async (app, { answers, review }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/organizers/:id',
    {
      schema: {
        tags,
        security,
        summary: "An organizer with its questions, answers, comments and progress ('view files' in the tenant)",
        params: ZOrganizerParams,
        response: { 200: ZOrganizer, ...errors },
      },
    },
    async (request) => review.get(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.put(
    '/tenants/:tenantId/organizers/:id/answers/:key',
    {
      schema: {
        tags,
        security,
        summary: "Save one answer ('upload files' in the tenant): checked against its question; the last write wins",
        params: ZOrganizerQuestionParams,
        body: ZSaveOrganizerAnswerRequest,
        response: { 200: ZSaveOrganizerAnswerResult, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id, key } = request.params;
      return answers.save(principalOf(request), tenantId, id, key, request.body);
    },
  );

  app.post(
    '/tenants/:tenantId/organizers/:id/sections/:key/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'A rolled-forward section is still true (confirmed by the client)',
        params: ZOrganizerSectionParams,
        response: { 200: ZOrganizer, ...errors },
      },
    },
    async (request) => {
      const { tenantId, id, key } = request.params;
      return review.confirm(principalOf(request), tenantId, id, key);
    },
  );

  app.post(
    '/tenants/:tenantId/organizers/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Submit the answers: every required shown question answered, every prefilled section confirmed',
        params: ZOrganizerParams,
        response: { 200: ZOrganizer, ...errors },
      },
    },
    async (request) => review.submit(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.post(
    '/tenants/:tenantId/organizers/:id/return',
    {
      schema: {
        tags,
        security,
        summary: "Return a submitted organizer with comments on questions ('manage requests')",
        params: ZOrganizerParams,
        body: ZReturnOrganizerRequest,
        response: { 200: ZOrganizer, ...errors },
      },
    },
    async (request) => review.return(principalOf(request), request.params.tenantId, request.params.id, request.body),
  );

  app.post(
    '/tenants/:tenantId/organizers/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: "Accept and lock a submitted organizer; its PDF is filed in the company's folders ('manage requests')",
        params: ZOrganizerParams,
        response: { 200: ZOrganizer, ...errors },
      },
    },
    async (request) => review.accept(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.get(
    '/tenants/:tenantId/organizers/:id/export',
    {
      schema: {
        tags,
        security,
        summary: "The shown questions and answers as CSV (UTF-8 with BOM) or XLSX ('manage requests'); audited",
        description: 'Cells a spreadsheet would read as a formula start with an apostrophe.',
        params: ZOrganizerParams,
        querystring: ZOrganizerExportQuery,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: z.any().describe('The spreadsheet, header row first'), ...errors },
      },
    },
    async (request, reply) => {
      const { tenantId, id } = request.params;
      const { format, body } = await review.export(principalOf(request), tenantId, id, request.query.format);
      return reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="organizer-${id}.${format}"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
