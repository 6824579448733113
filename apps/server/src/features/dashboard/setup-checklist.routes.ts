import { ZDismissSetupItemRequest, ZErrorResponse, ZSetupChecklist } from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '../../platform/auth/guards.ts';
import type { SetupChecklistService } from './setup-checklist.service.ts';

const tags = ['dashboard'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The first SuperAdmin's setup checklist on the staff dashboard; the service refuses anyone else (403). */
export const setupChecklistRoutes: FastifyPluginAsyncZod<{ setupChecklist: SetupChecklistService }> = async (
  app,
  { setupChecklist },
) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/setup-checklist',
    {
      schema: {
        tags,
        security,
        summary: "Each setup item's state, worked out from the firm's data and the server's settings (SuperAdmin)",
        response: { 200: ZSetupChecklist, ...errors },
      },
    },
    async (request) => setupChecklist.checklist(principalOf(request)),
  );

  app.post(
    '/setup-checklist/dismissals',
    {
      schema: {
        tags,
        security,
        summary: 'Hide one setup item for the whole firm (SuperAdmin); answers the checklist',
        body: ZDismissSetupItemRequest,
        response: { 200: ZSetupChecklist, ...errors },
      },
    },
    async (request) => setupChecklist.dismiss(principalOf(request), request.body.item),
  );
};
