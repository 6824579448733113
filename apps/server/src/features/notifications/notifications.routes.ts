import {
  ZErrorResponse,
  ZMarkNotificationsReadRequest,
  ZMarkNotificationsReadResult,
  ZNotificationPage,
  ZNotificationsQuery,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** Everyone reads only their own notifications: no permission beyond being signed in. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's in-app notifications, newest first (20 per page), with the unread count",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationPage, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => notifications.list(principalOf(request), request.query),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: "Mark the caller's notifications read: those in `ids`, or all of them when `ids` is left out",
        // A POST with no body at all (null to Fastify) means "all", like `{}`.
        body: ZMarkNotificationsReadRequest.nullish(),
        response: { 200: ZMarkNotificationsReadResult, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => notifications.markRead(principalOf(request), request.body ?? {}),
  );
};
