import {
  ZErrorResponse,
  ZSalesTax,
  ZSalesTaxPage,
  ZSalesTaxParams,
  ZSalesTaxQuery,
  ZSubmitSalesTaxRequest,
  ZTenantIdParams,
  ZUpdateSalesTaxRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { SalesTaxService } from './sales-tax.service.ts';

const tags = ['sales tax'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Tenant routes check membership in the service; the firm-wide ones need the permission held firm-wide. */
export const salesTaxRoutes: FastifyPluginAsyncZod<{ salesTax: SalesTaxService }> = async (app, { salesTax }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/sales-tax',
    {
      preHandler: requirePermission('view sales tax'),
      schema: {
        tags,
        security,
        summary: "Every tenant's sales-tax records, newest month first (20 per page); firm staff only",
        querystring: ZSalesTaxQuery,
        response: { 200: ZSalesTaxPage, ...errors },
      },
    },
    async (request) => salesTax.listAll(principalOf(request), request.query),
  );

  app.get(
    '/tenants/:tenantId/sales-tax',
    {
      schema: {
        tags,
        security,
        summary: "One tenant's sales-tax records, superseded ones included (20 per page)",
        params: ZTenantIdParams,
        querystring: ZSalesTaxQuery,
        response: { 200: ZSalesTaxPage, ...errors },
      },
    },
    async (request) => salesTax.listForTenant(principalOf(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenants/:tenantId/sales-tax',
    {
      schema: {
        tags,
        security,
        summary: "Send a month's sales-tax information to the firm; an earlier record of the month is superseded",
        params: ZTenantIdParams,
        body: ZSubmitSalesTaxRequest,
        response: { 201: ZSalesTax, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await salesTax.submit(principalOf(request), request.params.tenantId, request.body)),
  );

  app.patch(
    '/sales-tax/:salesTaxId',
    {
      // 'update sales tax' is checked by the service, inside the audited action, so a refusal is on the trail.
      schema: {
        tags,
        security,
        summary: 'Set the payable amount and process date (status PROCESSED) and e-mail the tenant',
        params: ZSalesTaxParams,
        body: ZUpdateSalesTaxRequest,
        response: { 200: ZSalesTax, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => salesTax.update(principalOf(request), request.params.salesTaxId, request.body),
  );
};
