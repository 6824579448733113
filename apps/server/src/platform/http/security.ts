import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict CSP for everything we serve: scripts only from our own origin (the built SPA has no inline
 * script). Styles allow inline because Mantine sets CSS variables through style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
  });
}
