import {
  ZCreatedRequests,
  ZCreateRequestRequest,
  ZDocumentRequest,
  ZDocumentRequestPage,
  ZErrorResponse,
  ZMarkReceivedRequest,
  ZReceivedCandidates,
  ZRequestParams,
  ZRequestQuery,
  ZRequestSeriesCancelled,
  ZRequestSummary,
  ZReturnRequestRequest,
  ZSubmitRequestRequest,
  ZTenantIdParams,
  ZUpdateRequestRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { ReceiptCandidates } from './request-receipt-candidates.ts';
import type { RequestTransitionsService } from './request-transitions.service.ts';
import type { RequestsService } from './requests.service.ts';

const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const changeErrors = { ...errors, 409: ZErrorResponse };

/** Every route names its tenant; the services check it (requireTenant) inside the audited action. */
export const requestsRoutes: FastifyPluginAsyncZod<{
  requests: RequestsService;
  transitions: RequestTransitionsService;
  receiptCandidates: ReceiptCandidates;
}> = async (app, { requests, transitions, receiptCandidates }) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/tenants/:tenantId/requests',
    {
      schema: {
        tags,
        security,
        summary:
          "Ask a tenant for something ('manage requests'): one-off, or recurring (a series and its periods so far)",
        params: ZTenantIdParams,
        body: ZCreateRequestRequest,
        response: { 201: ZCreatedRequests, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requests.create(principalOf(request), request.params.tenantId, request.body)),
  );

  app.get(
    '/tenants/:tenantId/requests',
    {
      schema: {
        tags,
        security,
        summary: "A tenant's requests by due date ('view files' in the tenant): status, overdue and title filters",
        params: ZTenantIdParams,
        querystring: ZRequestQuery,
        response: { 200: ZDocumentRequestPage, ...errors },
      },
    },
    async (request) => requests.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.get(
    '/tenants/:tenantId/requests/summary',
    {
      schema: {
        tags,
        security,
        summary: "Counts of a tenant's open, overdue and submitted requests (the client's badge)",
        params: ZTenantIdParams,
        response: { 200: ZRequestSummary, ...errors },
      },
    },
    async (request) => requests.summary(principalOf(request), request.params.tenantId),
  );

  app.get(
    '/tenants/:tenantId/requests/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of a tenant's requests ('view files' in the tenant), as an e-mail's link opens it",
        params: ZRequestParams,
        response: { 200: ZDocumentRequest, ...errors },
      },
    },
    async (request) => requests.get(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.patch(
    '/tenants/:tenantId/requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit the title, description or due date of an OPEN or SUBMITTED request (against its revision)',
        params: ZRequestParams,
        body: ZUpdateRequestRequest,
        response: { 200: ZDocumentRequest, ...changeErrors },
      },
    },
    async (request) => requests.edit(principalOf(request), request.params.tenantId, request.params.id, request.body),
  );

  app.post(
    '/tenants/:tenantId/requests/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: "Mark a request SUBMITTED ('upload files' in the tenant), attaching the tenant's files given",
        params: ZRequestParams,
        body: ZSubmitRequestRequest,
        response: { 200: ZDocumentRequest, ...changeErrors },
      },
    },
    async (request) =>
      transitions.submit(principalOf(request), request.params.tenantId, request.params.id, request.body.document_ids),
  );

  app.post(
    '/tenants/:tenantId/requests/:id/return',
    {
      schema: {
        tags,
        security,
        summary: 'Send a SUBMITTED request back to the client (OPEN again) with a note saying what is missing',
        params: ZRequestParams,
        body: ZReturnRequestRequest,
        response: { 200: ZDocumentRequest, ...changeErrors },
      },
    },
    async (request) =>
      transitions.return(principalOf(request), request.params.tenantId, request.params.id, request.body.note),
  );

  app.post(
    '/tenants/:tenantId/requests/:id/receive',
    {
      schema: {
        tags,
        security,
        summary:
          "Mark an OPEN or SUBMITTED request received outside the portal ('manage requests'): DONE at once, with a note",
        params: ZRequestParams,
        body: ZMarkReceivedRequest,
        response: { 200: ZDocumentRequest, ...changeErrors },
      },
    },
    async (request) =>
      transitions.receive(
        principalOf(request),
        request.params.tenantId,
        request.params.id,
        request.body.note,
        request.body.document_ids,
      ),
  );

  app.get(
    '/tenants/:tenantId/requests/:id/received-candidates',
    {
      schema: {
        tags,
        security,
        summary: "The tenant's files of a document request's kind uploaded within its period ('manage requests')",
        params: ZRequestParams,
        response: { 200: ZReceivedCandidates, ...errors },
      },
    },
    async (request) => receiptCandidates(principalOf(request), request.params.tenantId, request.params.id),
  );

  const simple = [
    ['accept', 'Accept a SUBMITTED request (DONE)', transitions.accept],
    ['cancel', 'Cancel an OPEN or SUBMITTED request', transitions.cancel],
    ['reopen', 'Open a DONE or CANCELLED request again', transitions.reopen],
  ] as const;
  for (const [name, summary, change] of simple) {
    app.post(
      `/tenants/:tenantId/requests/:id/${name}`,
      {
        schema: {
          tags,
          security,
          summary,
          params: ZRequestParams,
          response: { 200: ZDocumentRequest, ...changeErrors },
        },
      },
      async (request) => change(principalOf(request), request.params.tenantId, request.params.id),
    );
  }

  app.post(
    '/tenants/:tenantId/request-series/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Stop a recurring request: no new periods, and its OPEN requests are cancelled',
        params: z.strictObject({ tenantId: z.uuid(), id: z.uuid() }),
        response: { 200: ZRequestSeriesCancelled, ...changeErrors },
      },
    },
    async (request) => transitions.cancelSeries(principalOf(request), request.params.tenantId, request.params.id),
  );
};
