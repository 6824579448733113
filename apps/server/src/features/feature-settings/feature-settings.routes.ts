import {
  ZErrorResponse,
  ZFeatureFlags,
  ZFeatureSetting,
  ZFeatureSettingList,
  ZFeatureStatusRequest,
  ZUpdateFeatureSettingRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { FeatureSettingsService } from './feature-settings.service.ts';

const tags = ['feature settings'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Any text: an unknown key is a resource that does not exist (404), not a malformed request (400). */
const ZFeatureSettingParams = z.object({ key: z.string().max(64) });

/** The switches themselves are the SuperAdmin's ('manage feature settings'); which are on, everyone's. */
export const featureSettingsRoutes: FastifyPluginAsyncZod<{ featureSettings: FeatureSettingsService }> = async (
  app,
  { featureSettings },
) => {
  app.addHook('preHandler', requireAuth);
  const manage = requirePermission('manage feature settings');

  app.get(
    '/feature-settings',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Every feature setting, lowest priority first',
        response: { 200: ZFeatureSettingList, ...errors },
      },
    },
    async () => featureSettings.list(),
  );

  app.put(
    '/feature-settings/:key',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Edit a feature setting: name, priority, remarks and status (1 Active, 0 In-active)',
        params: ZFeatureSettingParams,
        body: ZUpdateFeatureSettingRequest,
        response: { 200: ZFeatureSetting, ...errors },
      },
    },
    async (request) => featureSettings.update(principalOf(request), request.params.key, request.body),
  );

  app.patch(
    '/feature-settings/:key/status',
    {
      preHandler: manage,
      schema: {
        tags,
        security,
        summary: 'Switch a feature on (1) or off (0); the server refuses a switched-off feature at once',
        params: ZFeatureSettingParams,
        body: ZFeatureStatusRequest,
        response: { 200: ZFeatureSetting, ...errors },
      },
    },
    async (request) => featureSettings.setStatus(principalOf(request), request.params.key, request.body.status),
  );

  app.get(
    '/features',
    {
      schema: {
        tags,
        security,
        summary: 'Which features are on, for any signed-in user (clients included)',
        response: { 200: ZFeatureFlags, 401: ZErrorResponse },
      },
    },
    async () => featureSettings.flags(),
  );
};
