/**
 * V8 settings the server runs with (issue 17: idle memory). A young generation of 2 MiB semi-spaces instead of
 * V8's default of up to 16 MiB each: a request's garbage is short-lived and small, so the scavenger copes with
 * the smaller space at no measurable cost in requests per second, while the process no longer keeps 30-60 MiB
 * of empty young space resident (bench/support/rss.ts; figures in docs/operations.md, "Memory").
 *
 * Node reads these only from its command line (or NODE_OPTIONS), never from a running process: package.json's
 * `start` script says the same on its own line; keep them in step. e2e/ and bench/ start the server with these.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
