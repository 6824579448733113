import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Where presigned S3 links point, so previews of S3 tenants' files (img, iframe, fetch of text) are allowed:
 * the endpoint itself (path-style URLs) and its subdomains (virtual-hosted bucket.endpoint URLs). Without an
 * endpoint but with credentials, the SDK signs AWS's regional virtual-hosted URLs; with neither, S3 is not in
 * use and nothing is added.
 */
export function s3Origins(s3: {
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
}): string[] {
  const endpoint = s3.endpoint ?? (s3.accessKeyId ? `https://s3.${s3.region}.amazonaws.com` : undefined);
  if (!endpoint) return [];
  const url = new URL(endpoint);
  return s3.forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//*.${url.host}`];
}

/**
 * A strict CSP for everything we serve: scripts only from our own origin (the built SPA has no inline
 * script). Styles allow inline because Mantine sets CSS variables through style attributes.
 *
 * Helmet itself, built once: its Fastify plugin builds the whole middleware again on every request (parsing
 * the CSP directives each time), a few per cent of a small request's CPU (issue 36). The headers are the
 * same; no route has helmet options of its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean; fileOrigins?: string[] }) {
  const fileOrigins = opts.fileOrigins ?? [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...fileOrigins],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", ...fileOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
