import path from 'node:path';

/** Switches Node's compile cache on before the first TypeScript file is read (compile-cache.js says why). */
const COMPILE_CACHE_PRELOAD = path.join(import.meta.dirname, 'compile-cache.js');

/**
 * Node settings the server runs with (issue 17: idle memory; figures in docs/operations.md, "Memory"):
 * - A young generation of 2 MiB semi-spaces instead of V8's default of up to 16 MiB each: a request's garbage
 *   is short-lived and small, so the scavenger copes with the smaller space at no measurable cost in requests
 *   per second, while the process no longer keeps 30-60 MiB of empty young space resident.
 * - Node's compile cache (scripts/lib/compile-cache.js): a restart with unchanged sources never loads the
 *   TypeScript stripper, ≈ 15 MiB.
 *
 * Node reads these only from its command line (or NODE_OPTIONS), never from a running process: package.json's
 * `start` script says the same on its own line; keep them in step. e2e/ and bench/ start the server with these.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--import', COMPILE_CACHE_PRELOAD];
