import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Set by helmet on every answer, meaningful on documents only (MDN: each applies to a page or a frame). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built React app under /app. Any /app/* path that is not a file gets index.html, so deep links
 * and reloads land in the SPA's router; hashed assets are cached for a year, index.html never, and each is sent
 * pre-compressed when the browser accepts brotli or gzip.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/'));
  app.get('/app', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/'));

  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: /app answers 503 until `npm run build` has run');
    app.get('/app/*', { schema: { hide: true } }, (_request, reply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, then reload.'),
    );
    return;
  }

  // A hashed script or stylesheet needs only what a subresource needs (nosniff, CORP, HSTS, its cache policy):
  // the document policies (CSP, frame, referrer, opener...) act on pages, and ≈ 1 KB of them on each of the
  // sign-in screen's files is weight for nothing. index.html keeps them all.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/app/assets/')) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    wildcard: false,
    index: false,
    // Every compressible file has .br and .gz twins written by the build (apps/web/build/precompress.ts):
    // the one the browser accepts is sent as it is, with the matching Content-Encoding, at no CPU cost.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every file of the build has its own route (wildcard: false); whatever else is under /app is a page.
  app.get('/app/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/app/assets/')) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
