import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { createOutboxService } from './features/outbox/outbox.service.ts';
import { rolesRoutes } from './features/roles/roles.routes.ts';
import { createRolesService } from './features/roles/roles.service.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';
import { createTenantsService } from './features/tenants/tenants.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { internalUsersRoutes } from './features/internal-users/internal-users.routes.ts';
import { createInternalUsersService } from './features/internal-users/internal-users.service.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { createInvitationsService } from './features/invitations/invitations.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { attachMailPlatform, type MailPlatform } from './platform/mail/mail-platform.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { Secrets } from './platform/secrets.ts';

/** `mail`: the background jobs and mail transport server.ts started; left out (tests), the app starts its own. */
export type AppDeps = { config: Config; database: Database; secrets: Secrets; mail?: MailPlatform };

/** Builds the whole HTTP application around ready dependencies. Never listens: server.ts and tests do that. */
export async function buildApp({ config, database, secrets, mail: givenMail }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const { db, kind } = database;
  const { mail } = await attachMailPlatform(app, givenMail, { database, settings: config });
  const invitations = createInvitationsService({ db, mail, publicUrl: config.publicUrl });
  const tokens = createTokenService(secrets.jwtSecret);
  const auth = createAuthService({ db, tokens });
  app.decorate('resolvePrincipal', (token: string) => auth.resolvePrincipal(token));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, kind });
      await api.register(authRoutes, { auth });
      await api.register(outboxRoutes, { outbox: createOutboxService({ db }) });
      await api.register(tenantsRoutes, { tenants: createTenantsService({ db }) });
      await api.register(usersRoutes, { users: createUsersService({ db }) });
      await api.register(invitationsRoutes, { invitations });
      await api.register(internalUsersRoutes, { internalUsers: createInternalUsersService({ db, invitations }) });
      await api.register(rolesRoutes, { roles: createRolesService({ db }) });
    },
    { prefix: '/api/v1' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
