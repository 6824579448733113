import {
  ZComplianceNoteRequest,
  ZComplianceReportQuery,
  ZComplianceSummary,
  ZCreateIncidentRequest,
  ZErrorResponse,
  ZIncidentDetail,
  ZIncidentPage,
  ZIncidentQuery,
  ZUpdateIncidentRequest,
} from '@ledgerport/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { ComplianceReportsService } from './compliance-reports.service.ts';
import type { ComplianceService } from './compliance.service.ts';
import type { IncidentsService } from './incidents.service.ts';

const tags = ['compliance'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZIncidentParams = z.strictObject({ incidentId: z.uuid() });

/** The compliance centre, incident register and reports (issue 35, item 6): 'view compliance'. Firm-wide. */
export const complianceRoutes: FastifyPluginAsyncZod<{
  compliance: ComplianceService;
  incidents: IncidentsService;
  reports: ComplianceReportsService;
}> = async (app, { compliance, incidents, reports }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/compliance/summary',
    {
      schema: {
        tags,
        security,
        summary:
          'The Safeguards figures from live data: MFA, inactive accounts, reviews, backups, disposals, incidents',
        response: { 200: ZComplianceSummary, ...errors },
      },
    },
    async (request) => compliance.summary(principalOf(request)),
  );

  app.post(
    '/compliance/access-reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Records that the access review was done, and what was changed (audited ACCESS_REVIEW_DONE)',
        body: ZComplianceNoteRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await compliance.reviewDone(principalOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/compliance/restore-drills',
    {
      schema: {
        tags,
        security,
        summary: 'Records a restore drill (a backup restored elsewhere and checked), audited RESTORE_DRILL',
        body: ZComplianceNoteRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await compliance.restoreDrill(principalOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/compliance/incidents',
    {
      schema: {
        tags,
        security,
        summary: 'The incident register, newest found first',
        querystring: ZIncidentQuery,
        response: { 200: ZIncidentPage, ...errors },
      },
    },
    async (request) => incidents.list(principalOf(request), request.query),
  );

  app.post(
    '/compliance/incidents',
    {
      schema: {
        tags,
        security,
        summary: 'Records an incident and its scope; answers what it reached and the notice clocks',
        body: ZCreateIncidentRequest,
        response: { 201: ZIncidentDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await incidents.create(principalOf(request), request.body)),
  );

  app.get(
    '/compliance/incidents/:incidentId',
    {
      schema: {
        tags,
        security,
        summary: 'One incident with its affected companies and people (from the audit trail) and notice clocks',
        params: ZIncidentParams,
        response: { 200: ZIncidentDetail, ...errors },
      },
    },
    async (request) => incidents.get(principalOf(request), request.params.incidentId),
  );

  app.patch(
    '/compliance/incidents/:incidentId',
    {
      schema: {
        tags,
        security,
        summary: 'Updates an incident: notes, status, the FTC notice and the Stakeholder Liaison report recorded',
        params: ZIncidentParams,
        body: ZUpdateIncidentRequest,
        response: { 200: ZIncidentDetail, ...errors },
      },
    },
    async (request) => incidents.update(principalOf(request), request.params.incidentId, request.body),
  );

  const sendPdf = (reply: FastifyReply, name: string, bytes: Uint8Array) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(bytes));

  app.get(
    '/compliance/annual-report.pdf',
    {
      schema: {
        tags,
        security,
        summary: "The Qualified Individual's annual written report (16 CFR 314.4(i)) as PDF, from live figures",
        querystring: ZComplianceReportQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.annualReport(principalOf(request), request.query.year);
      return sendPdf(reply, report.fileName, report.bytes);
    },
  );

  app.get(
    '/compliance/wisp.pdf',
    {
      schema: {
        tags,
        security,
        summary: "The firm's written information security plan (IRS Publication 5708 outline), filled with its facts",
        produces: ['application/pdf'],
        response: { 200: z.any().describe('PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await reports.wisp(principalOf(request));
      return sendPdf(reply, report.fileName, report.bytes);
    },
  );
};
