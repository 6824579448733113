import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_BASENAME, PUBLIC_PATHS } from '@ledgerport/contract';

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

/** The page of the signed-out screens (and of /app/ itself, where a first visit lands): the sign-in preloaded. */
const SIGNED_OUT_PAGE = 'index.html';
/** The same page preloading the signed-in shell and its dashboard instead (apps/web/build/signed-in-document.ts). */
const SIGNED_IN_PAGE = 'app.html';

/** Which of the two pages a browser path under /app starts from. */
export function pageFor(url: string): string {
  const pathname = (url.split('?')[0] ?? '').slice(APP_BASENAME.length).replace(/(.)\/$/, '$1') || '/';
  return pathname === '/' || PUBLIC_PATHS.includes(pathname) ? SIGNED_OUT_PAGE : SIGNED_IN_PAGE;
}

/**
 * Serves the built React app under /app. Any /app/* path that is not a file gets the app's page, so deep links
 * and reloads land in the SPA's router: index.html for the signed-out screens, app.html (the same page, its
 * preloads those of the signed-in shell) for the others. Hashed assets are cached for a year, the pages never,
 * and each is sent pre-compressed when the browser accepts brotli or gzip.
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
  // A build from before app.html existed serves index.html for every page, as it always did.
  const hasSignedInPage = fs.existsSync(path.join(distDir, SIGNED_IN_PAGE));
  // Every file of the build has its own route (wildcard: false); whatever else is under /app is a page.
  app.get('/app/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/app/assets/')) return reply.callNotFound();
    const page = hasSignedInPage ? pageFor(request.url) : SIGNED_OUT_PAGE;
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}
