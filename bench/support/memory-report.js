/**
 * Preloaded into a server by `npm run bench:memory` (`--import` in NODE_OPTIONS) for its breakdown run only:
 * records every module the process loads (ESM and CommonJS, through Node's synchronous module hooks) and, on
 * SIGUSR2, writes the JavaScript heap's figures and the loaded modules by package to MEMORY_REPORT_FILE.
 * Plain JavaScript: a .ts preload would load Node's type stripper (≈ 15 MiB) and skew what it measures.
 */
import fs from 'node:fs';
import module from 'node:module';
import v8 from 'node:v8';

const loaded = new Set();
module.registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url);
    return nextLoad(url, context);
  },
});

/** The package a module belongs to (`@scope/name`), or the workspace folder for the project's own files. */
function ownerOf(url) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) return 'node:';
  const own = /\/(apps\/[^/]+|packages\/[^/]+|scripts)\//.exec(url);
  return own ? own[1] : 'other';
}

process.on('SIGUSR2', () => {
  const byPackage = {};
  for (const url of loaded) byPackage[ownerOf(url)] = (byPackage[ownerOf(url)] ?? 0) + 1;
  const heap = v8.getHeapStatistics();
  fs.writeFileSync(
    process.env.MEMORY_REPORT_FILE,
    JSON.stringify({
      modules: loaded.size,
      byPackage,
      heapUsed: heap.used_heap_size,
      heapCommitted: heap.total_heap_size,
      external: process.memoryUsage().external,
      arrayBuffers: process.memoryUsage().arrayBuffers,
      spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size])),
    }),
  );
});
