import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorResponse } from '@ledgerport/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas the document names once under components and refers to from every route. The error body is on
 * nearly every response of nearly every route (1,150 times): written out in place, with its enum of every
 * error code, it made the document 3 MB and the docs page take 8 s to render. A registry of our own, not
 * zod's global one, so naming a schema here changes nothing elsewhere.
 */
function documentedComponents() {
  const registry = z.registry<{ id: string }>();
  registry.add(ZErrorResponse, { id: 'ErrorResponse' });
  return registry;
}

/**
 * A uuid or a date-time says so by its `format`; zod also writes out the regular expression it checks them
 * with (300 characters for a date-time), a quarter of the document and no help to a reader.
 */
const zodToJsonConfig = {
  override: ({ jsonSchema }: { jsonSchema: { format?: string; pattern?: string } }) => {
    if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
  },
};

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }) {
  const schemaRegistry = documentedComponents();
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
    transform: createJsonSchemaTransform({ schemaRegistry, zodToJsonConfig }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry, zodToJsonConfig }),
  });
  // The UI's own files carry no inline script, so the app-wide CSP (helmet) covers it as it is.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
