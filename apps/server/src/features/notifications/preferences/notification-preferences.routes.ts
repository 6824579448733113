import {
  ZErrorResponse,
  ZFirmNotificationDefaults,
  ZMyNotificationPreferences,
  ZUpdateMyNotificationPreferences,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../../platform/auth/guards.ts';
import type { NotificationPreferencesService } from './notification-preferences.service.ts';

const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/**
 * Notification e-mails: a person's own choices (on their profile; anyone signed in, about themselves only) and
 * the firm's defaults (firm settings; 'manage firm settings', checked inside the audited change).
 */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{
  preferences: NotificationPreferencesService;
}> = async (app, { preferences }) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/auth/me/notification-preferences',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'How you hear of your notifications by e-mail: per category, quiet hours, digest hour',
        response: { 200: ZMyNotificationPreferences, ...errors },
      },
    },
    async (request) => preferences.getMine(principalOf(request)),
  );

  app.put(
    '/auth/me/notification-preferences',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Choose per category: at once, a daily digest or off (null: the firm default); quiet hours',
        body: ZUpdateMyNotificationPreferences,
        response: { 200: ZMyNotificationPreferences, ...errors },
      },
    },
    async (request) => preferences.updateMine(principalOf(request), request.body),
  );

  app.get(
    '/firm-settings/notifications',
    {
      schema: {
        tags: ['firm settings'],
        security,
        summary: "The firm's default e-mail delivery per category and digest hour ('manage firm settings')",
        response: { 200: ZFirmNotificationDefaults, ...errors },
      },
    },
    async (request) => preferences.getFirm(principalOf(request)),
  );

  app.put(
    '/firm-settings/notifications',
    {
      schema: {
        tags: ['firm settings'],
        security,
        summary: "Change the firm's default e-mail delivery per category and digest hour ('manage firm settings')",
        body: ZFirmNotificationDefaults,
        response: { 200: ZFirmNotificationDefaults, ...errors },
      },
    },
    async (request) => preferences.updateFirm(principalOf(request), request.body),
  );
};
