import {
  ZDisposalExcludeRequest,
  ZDisposalItem,
  ZDisposalItemList,
  ZDisposalPageQuery,
  ZDisposalReview,
  ZDisposalReviewList,
  ZDisposalReviewRun,
  ZDisposalSettings,
  ZDisposalSettingsRequest,
  ZErrorResponse,
  ZInactiveCompanyList,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { DisposalsService } from './disposals.service.ts';

const tags = ['records'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ZReviewParams = z.strictObject({ reviewId: z.uuid() });
const ZItemParams = z.strictObject({ reviewId: z.uuid(), itemId: z.uuid() });
const ZCertificateParams = z.strictObject({ reviewId: z.uuid(), format: z.enum(['json', 'pdf']) });

/** Disposal (issue 35): firm-wide, staff with 'dispose records'; the service checks it (and audits refusals). */
export const disposalsRoutes: FastifyPluginAsyncZod<{ disposals: DisposalsService }> = async (app, { disposals }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/disposals/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Disposal reviews, newest first (keyset pages)',
        querystring: ZDisposalPageQuery,
        response: { 200: ZDisposalReviewList, ...errors },
      },
    },
    async (request) => disposals.reviews(principalOf(request), request.query),
  );

  app.post(
    '/disposals/review-now',
    {
      schema: {
        tags,
        security,
        summary: "Runs the daily disposal review now, on the firm's clock (what the job does)",
        response: { 200: ZDisposalReviewRun, ...errors },
      },
    },
    async (request) => disposals.reviewNow(principalOf(request)),
  );

  app.get(
    '/disposals/reviews/:reviewId',
    {
      schema: {
        tags,
        security,
        summary: 'One disposal review',
        params: ZReviewParams,
        response: { 200: ZDisposalReview, ...errors },
      },
    },
    async (request) => disposals.review(principalOf(request), request.params.reviewId),
  );

  app.get(
    '/disposals/reviews/:reviewId/items',
    {
      schema: {
        tags,
        security,
        summary: "A review's documents past retention, with each one's outcome (keyset pages)",
        params: ZReviewParams,
        querystring: ZDisposalPageQuery,
        response: { 200: ZDisposalItemList, ...errors },
      },
    },
    async (request) => disposals.items(principalOf(request), request.params.reviewId, request.query),
  );

  app.get(
    '/disposals/reviews/:reviewId/inactive-companies',
    {
      schema: {
        tags,
        security,
        summary: 'Companies the FTC two-year rule flags for review (not disposed of by the flag)',
        params: ZReviewParams,
        response: { 200: ZInactiveCompanyList, ...errors },
      },
    },
    async (request) => disposals.inactiveCompanies(principalOf(request), request.params.reviewId),
  );

  app.post(
    '/disposals/reviews/:reviewId/items/:itemId/exclude',
    {
      schema: {
        tags,
        security,
        summary: 'Keeps an item out of the disposal, with a reason (while the review is open)',
        params: ZItemParams,
        body: ZDisposalExcludeRequest,
        response: { 200: ZDisposalItem, ...errors },
      },
    },
    async (request) =>
      disposals.exclude(principalOf(request), request.params.reviewId, request.params.itemId, request.body),
  );

  app.post(
    '/disposals/reviews/:reviewId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approves the disposal (a second, different approver when the firm asks for one); the last starts it',
        params: ZReviewParams,
        response: { 200: ZDisposalReview, ...errors },
      },
    },
    async (request) => disposals.approve(principalOf(request), request.params.reviewId),
  );

  app.get(
    '/disposals/reviews/:reviewId/certificate.:format',
    {
      schema: {
        tags,
        security,
        summary: 'The signed disposal certificate, as JSON or as a sealed PDF',
        params: ZCertificateParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { reviewId, format } = request.params;
      const bytes = await disposals.certificate(principalOf(request), reviewId, format);
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'application/json')
        .header('content-disposition', `attachment; filename="disposal-certificate-${reviewId}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.get(
    '/disposals/settings',
    {
      schema: {
        tags,
        security,
        summary: "The firm's disposal setting",
        response: { 200: ZDisposalSettings, ...errors },
      },
    },
    async (request) => disposals.settings(principalOf(request)),
  );

  app.put(
    '/disposals/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a disposal needs a second approver (SuperAdmin), audited',
        body: ZDisposalSettingsRequest,
        response: { 200: ZDisposalSettings, ...errors },
      },
    },
    async (request) => disposals.changeSettings(principalOf(request), request.body.disposal_second_approver),
  );
};
