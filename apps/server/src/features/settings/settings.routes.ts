import multipart from '@fastify/multipart';
import {
  LOGO_MAX_BYTES,
  ZClientSignInSettings,
  ZErrorResponse,
  ZFirmSettings,
  ZPublicBranding,
  ZUpdateClientSignInSettings,
  ZUpdateFirmSettingsRequest,
} from '@ledgerport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth, requirePermission } from '../../platform/auth/guards.ts';
import type { ClientSignInSettingsService } from './client-sign-in-settings.service.ts';
import type { SettingsService } from './settings.service.ts';

const tags = ['firm settings'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/**
 * The firm's name, logo, colour, support address and e-mail sender ('manage firm settings': SuperAdmin and Admin),
 * and what the login page needs of them without a session. Reads keep the route guard; changes check the
 * permission inside their audited action, so a refused attempt is on the trail.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  clientSignIn: ClientSignInSettingsService;
}> = async (app, { settings, clientSignIn }) => {
  // One small file; a part over the cap ends early and is refused by the service with the logo's own message.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.get(
    '/branding',
    {
      schema: {
        tags,
        summary: "The firm's name, colour and logo, for the login page (no session)",
        response: { 200: ZPublicBranding },
      },
    },
    async () => settings.publicBranding(),
  );

  app.get(
    '/branding/logo/:version',
    {
      schema: {
        tags,
        summary: "The firm's logo (PNG, JPEG or WebP); the version in the path changes with every new logo",
        params: z.object({ version: z.string().max(12) }),
      },
    },
    async (_request, reply) => {
      const logo = await settings.logo();
      return reply
        .type(logo.type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(logo.bytes);
    },
  );

  app.get(
    '/firm-settings/branding',
    {
      preHandler: [requireAuth, requirePermission('manage firm settings')],
      schema: { tags, security, summary: "The firm's branding as stored", response: { 200: ZFirmSettings, ...errors } },
    },
    async () => settings.get(),
  );

  app.put(
    '/firm-settings/branding',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change the firm name, primary colour (#rrggbb), support e-mail and sender name',
        body: ZUpdateFirmSettingsRequest,
        response: { 200: ZFirmSettings, ...errors },
      },
    },
    async (request) => settings.update(principalOf(request), request.body),
  );

  app.post(
    '/firm-settings/branding/logo',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: `Replace the logo: one multipart file part, PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024} KB`,
        consumes: ['multipart/form-data'],
        response: { 200: ZFirmSettings, ...errors },
      },
    },
    async (request) =>
      settings.setLogo(principalOf(request), async () => {
        if (!request.isMultipart()) return undefined;
        return (await request.file())?.file;
      }),
  );

  app.delete(
    '/firm-settings/branding/logo',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: 'Remove the logo', response: { 200: ZFirmSettings, ...errors } },
    },
    async (request) => settings.removeLogo(principalOf(request)),
  );

  app.get(
    '/firm-settings/client-sign-in',
    {
      preHandler: [requireAuth, requirePermission('manage firm settings')],
      schema: {
        tags,
        security,
        summary: 'How clients may sign in, and whether they need a second step',
        response: { 200: ZClientSignInSettings, ...errors },
      },
    },
    async () => clientSignIn.get(),
  );

  app.put(
    '/firm-settings/client-sign-in',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Choose how clients may sign in (at least one way) and whether they need a second step',
        body: ZUpdateClientSignInSettings,
        response: { 200: ZClientSignInSettings, ...errors },
      },
    },
    async (request) => clientSignIn.update(principalOf(request), request.body),
  );
};
