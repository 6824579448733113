import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';
import { LOGIN_ROUTE_SOURCES } from './login-budget.ts';

/**
 * The files of the sign-in screen's lazy route that index.html's entry does not already pull in: the route's
 * chunk and everything it imports statically, in import order, without the entry's own chunks.
 */
export function loginRouteFiles(bundle: OutputBundle, routeSources: readonly string[] = LOGIN_ROUTE_SOURCES) {
  const { chunks, reach } = chunkGraph(bundle);
  const entryFiles = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const routes = routeSources.map((source) => {
    const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
    if (!route) throw new Error(`login preload: no chunk is built from ${source}`);
    return route.fileName;
  });
  return [...reach(routes)].filter((file) => !entryFiles.has(file));
}

/**
 * Vite preloads only what the entry imports statically; the sign-in screen is a lazy route, so without this
 * its ~20 files are requested only once the entry has run: a second round of requests before anything can
 * paint (Lighthouse's slow 4G makes each round ≈ 0.3 s). Listed in index.html, they download beside the entry.
 * Every /app/* page gets index.html, so a signed-in start fetches them too: mostly Mantine inputs the
 * signed-in screens use anyway, a few KiB of brotli.
 */
export function loginPreload(): Plugin {
  let base = '/';
  return {
    name: 'ledgerport-login-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle) return [];
        return loginRouteFiles(bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
