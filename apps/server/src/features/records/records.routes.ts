import {
  ZErrorResponse,
  ZLegalHold,
  ZLegalHoldList,
  ZLegalHoldQuery,
  ZLegalHoldRequest,
  ZReasonRequest,
  ZRecordClass,
  ZRetentionOverride,
  ZRetentionOverrideList,
  ZRetentionOverrideRequest,
  ZRetentionRule,
  ZRetentionRuleRequest,
  ZRetentionSchedule,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { LegalHoldsService } from './legal-holds.service.ts';
import type { RetentionService } from './retention.service.ts';

const tags = ['records'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ZClassParams = z.strictObject({ class: ZRecordClass });
const ZTenantParams = z.strictObject({ tenantId: z.uuid() });
const ZTenantClassParams = z.strictObject({ tenantId: z.uuid(), class: ZRecordClass });
const ZHoldParams = z.strictObject({ tenantId: z.uuid(), holdId: z.uuid() });

/** Records and retention (issue 35): the schedule, a company's own rules, legal holds. Services check access. */
export const recordsRoutes: FastifyPluginAsyncZod<{ retention: RetentionService; holds: LegalHoldsService }> = async (
  app,
  { retention, holds },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/retention-schedule',
    {
      schema: {
        tags,
        security,
        summary: "The firm's retention rule per record class, with each rule's source (staff)",
        response: { 200: ZRetentionSchedule, ...errors },
      },
    },
    async (request) => retention.schedule(principalOf(request)),
  );

  app.put(
    '/retention-schedule/:class',
    {
      schema: {
        tags,
        security,
        summary: "A class's retention rule ('manage retention', SuperAdmin): with a reason, audited before/after",
        params: ZClassParams,
        body: ZRetentionRuleRequest,
        response: { 200: ZRetentionRule, ...errors },
      },
    },
    async (request) => retention.changeRule(principalOf(request), request.params.class, request.body),
  );

  app.get(
    '/tenants/:tenantId/retention-overrides',
    {
      schema: {
        tags,
        security,
        summary: "The company's own retention rules, by class (staff with 'review files')",
        params: ZTenantParams,
        response: { 200: ZRetentionOverrideList, ...errors },
      },
    },
    async (request) => retention.overrides(principalOf(request), request.params.tenantId),
  );

  app.put(
    '/tenants/:tenantId/retention-overrides/:class',
    {
      schema: {
        tags,
        security,
        summary: "This company's own rule for a class ('manage retention'), with a reason",
        params: ZTenantClassParams,
        body: ZRetentionOverrideRequest,
        response: { 200: ZRetentionOverride, ...errors },
      },
    },
    async (request) =>
      retention.setOverride(principalOf(request), request.params.tenantId, request.params.class, request.body),
  );

  app.delete(
    '/tenants/:tenantId/retention-overrides/:class',
    {
      schema: {
        tags,
        security,
        summary: "Back to the firm's rule for a class ('manage retention'), with a reason",
        params: ZTenantClassParams,
        body: ZReasonRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await retention.removeOverride(principalOf(request), request.params.tenantId, request.params.class, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tenants/:tenantId/legal-holds',
    {
      schema: {
        tags,
        security,
        summary: "The company's legal holds, newest first (staff with 'review files')",
        params: ZTenantParams,
        querystring: ZLegalHoldQuery,
        response: { 200: ZLegalHoldList, ...errors },
      },
    },
    async (request) => holds.list(principalOf(request), request.params.tenantId, request.query),
  );

  app.post(
    '/tenants/:tenantId/legal-holds',
    {
      schema: {
        tags,
        security,
        summary: "A legal hold on the company or one document ('manage retention'), with a reason",
        params: ZTenantParams,
        body: ZLegalHoldRequest,
        response: { 201: ZLegalHold, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await holds.place(principalOf(request), request.params.tenantId, request.body)),
  );

  app.post(
    '/tenants/:tenantId/legal-holds/:holdId/release',
    {
      schema: {
        tags,
        security,
        summary: "Releases a legal hold ('manage retention'), with a reason",
        params: ZHoldParams,
        body: ZReasonRequest,
        response: { 200: ZLegalHold, ...errors },
      },
    },
    async (request) =>
      holds.release(principalOf(request), request.params.tenantId, request.params.holdId, request.body),
  );
};
