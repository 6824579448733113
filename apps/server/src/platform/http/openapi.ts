import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ledgerport API',
        version: '1',
        description:
          'The API behind the Ledgerport client portal. Every error answers { error: { code, message, details? } }.',
      },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's own files carry no inline script, so the app-wide CSP (helmet) covers it as it is.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
