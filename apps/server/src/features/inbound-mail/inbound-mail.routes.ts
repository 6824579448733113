import {
  ZErrorResponse,
  ZHeldMessageDecision,
  ZHeldMessagePage,
  ZHeldMessageParams,
  ZHeldMessagesQuery,
  ZInboundAddress,
  ZRequestParams,
  ZTenantIdParams,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { InboundAddresses } from './inbound-addresses.service.ts';
import type { InboundQuarantine } from './inbound-quarantine.service.ts';

const tags = ['e-mail in'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** E-mail in (issue 32): the addresses staff hand out, and the quarantine of held messages. */
export const inboundMailRoutes: FastifyPluginAsyncZod<{
  addresses: InboundAddresses;
  quarantine: InboundQuarantine;
}> = async (app, { addresses, quarantine }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants/:tenantId/inbound-address',
    {
      schema: {
        tags,
        security,
        summary: "The company's e-mail-in address ('view files'); null while the portal has no inbound domain",
        params: ZTenantIdParams,
        response: { 200: ZInboundAddress, ...errors },
      },
    },
    async (request) => addresses.ofCompany(principalOf(request), request.params.tenantId),
  );

  app.get(
    '/tenants/:tenantId/requests/:id/inbound-address',
    {
      schema: {
        tags,
        security,
        summary: "A request's e-mail-in address ('view files'): attachments sent there fulfil it",
        params: ZRequestParams,
        response: { 200: ZInboundAddress, ...errors },
      },
    },
    async (request) => addresses.ofRequest(principalOf(request), request.params.tenantId, request.params.id),
  );

  app.get(
    '/inbound-mail/held',
    {
      preHandler: requirePermission('review files'),
      schema: {
        tags,
        security,
        summary: "E-mails held in the quarantine, every company, newest first ('review files' firm-wide)",
        querystring: ZHeldMessagesQuery,
        response: { 200: ZHeldMessagePage, ...errors },
      },
    },
    async (request) => quarantine.list(request.query),
  );

  app.post(
    '/tenants/:tenantId/inbound-mail/held/:messageId/accept',
    {
      schema: {
        tags,
        security,
        summary: "Accept a held e-mail ('review files'): its files are filed (the Inbox, or the request it answered)",
        params: ZHeldMessageParams,
        response: { 200: ZHeldMessageDecision, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => quarantine.accept(principalOf(request), request.params.tenantId, request.params.messageId),
  );

  app.post(
    '/tenants/:tenantId/inbound-mail/held/:messageId/reject',
    {
      schema: {
        tags,
        security,
        summary: "Reject a held e-mail ('review files'): its files are deleted",
        params: ZHeldMessageParams,
        response: { 200: ZHeldMessageDecision, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => quarantine.reject(principalOf(request), request.params.tenantId, request.params.messageId),
  );
};
