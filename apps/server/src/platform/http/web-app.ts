import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
