import {
  ZErrorResponse,
  ZNudgeRequest,
  ZNudgeResult,
  ZReminderSettings,
  ZTenantIdParams,
  ZTenantReminderSettings,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { NudgeService } from './request-nudge.service.ts';
import type { ReminderSettingsService } from './request-reminder-settings.service.ts';

const tags = ['requests'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Reminder settings (firm and tenant) and the one-off nudge; all need 'manage requests', checked by the services. */
export const requestRemindersRoutes: FastifyPluginAsyncZod<{
  settings: ReminderSettingsService;
  nudges: NudgeService;
}> = async (app, { settings, nudges }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/settings/request-reminders',
    {
      schema: {
        tags,
        security,
        summary: "The firm's reminder cadence and quiet hours ('manage requests')",
        response: { 200: ZReminderSettings, ...errors },
      },
    },
    async (request) => settings.getFirm(principalOf(request)),
  );

  app.put(
    '/settings/request-reminders',
    {
      schema: {
        tags,
        security,
        summary: "Change the firm's reminder cadence, on/off and quiet hours ('manage requests')",
        body: ZReminderSettings,
        response: { 200: ZReminderSettings, ...errors },
      },
    },
    async (request) => settings.updateFirm(principalOf(request), request.body),
  );

  app.get(
    '/tenants/:tenantId/request-reminders',
    {
      schema: {
        tags,
        security,
        summary: "A tenant's reminder override (cadence null: the firm's) ('manage requests')",
        params: ZTenantIdParams,
        response: { 200: ZTenantReminderSettings, ...errors },
      },
    },
    async (request) => settings.getTenant(principalOf(request), request.params.tenantId),
  );

  app.put(
    '/tenants/:tenantId/request-reminders',
    {
      schema: {
        tags,
        security,
        summary: "Set a tenant's reminders: off, the firm's cadence (null) or its own ('manage requests')",
        params: ZTenantIdParams,
        body: ZTenantReminderSettings,
        response: { 200: ZTenantReminderSettings, ...errors },
      },
    },
    async (request) => settings.updateTenant(principalOf(request), request.params.tenantId, request.body),
  );

  app.post(
    '/tenants/:tenantId/requests/nudge',
    {
      schema: {
        tags,
        security,
        summary: "Remind the tenant's active users now of the given (or all) OPEN requests ('manage requests')",
        params: ZTenantIdParams,
        body: ZNudgeRequest,
        response: { 200: ZNudgeResult, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => nudges.nudge(principalOf(request), request.params.tenantId, request.body),
  );
};
