import {
  ZAssignTenantsRequest,
  ZAssignTenantsResult,
  ZCreateTenantRequest,
  ZErrorResponse,
  ZStaffMemberOptions,
  ZTenant,
  ZTenantIdParams,
  ZTenantListQuery,
  ZUpdateTenantRequest,
  zPage,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { TenantAssignmentService } from './tenant-assignment.service.ts';
import type { TenantsService } from './tenants.service.ts';

const tags = ['tenants'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const tenantsRoutes: FastifyPluginAsyncZod<{
  tenants: TenantsService;
  assignment: TenantAssignmentService;
}> = async (app, { tenants, assignment }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/tenants',
    {
      preHandler: requirePermission('view tenant'),
      schema: {
        tags,
        security,
        summary: "Every tenant of the firm; `responsible` keeps one staff member's clients (mine, a uuid, none)",
        querystring: ZTenantListQuery,
        response: { 200: zPage(ZTenant), ...errors },
      },
    },
    async (request) => tenants.list(principalOf(request).access, request.query),
  );

  app.get(
    '/tenants/responsible-staff',
    {
      preHandler: requirePermission('view tenant'),
      schema: {
        tags,
        security,
        summary: 'The active staff members a tenant can be assigned to',
        response: { 200: ZStaffMemberOptions, ...errors },
      },
    },
    async () => tenants.staffOptions(),
  );

  app.post(
    '/tenants/assign',
    {
      // 'update tenant' is checked by the service, inside the audited action.
      schema: {
        tags,
        security,
        summary: 'Make one staff member (or nobody) responsible for up to 1000 tenants',
        body: ZAssignTenantsRequest,
        response: { 200: ZAssignTenantsResult, ...errors },
      },
    },
    async (request) => assignment.assign(principalOf(request), request.body),
  );

  app.post(
    '/tenants',
    {
      // 'create tenant' is checked by the service, inside the audited action, so a refusal is on the trail.
      schema: {
        tags,
        security,
        summary: 'Create a tenant',
        body: ZCreateTenantRequest,
        response: { 201: ZTenant, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await tenants.create(principalOf(request), request.body)),
  );

  app.get(
    '/tenants/:tenantId',
    {
      schema: {
        tags,
        security,
        summary: 'One tenant (staff, or a member of it)',
        params: ZTenantIdParams,
        response: { 200: ZTenant, ...errors },
      },
    },
    async (request) => tenants.get(principalOf(request).access, request.params.tenantId),
  );

  app.put(
    '/tenants/:tenantId',
    {
      // 'update tenant' is checked by the service, inside the audited action.
      schema: {
        tags,
        security,
        summary: 'Update a tenant',
        params: ZTenantIdParams,
        body: ZUpdateTenantRequest,
        response: { 200: ZTenant, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => tenants.update(principalOf(request), request.params.tenantId, request.body),
  );
};
