import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuMsOf, fmt, median, ms1, type Row } from '../support/measure.ts';
import { load, type LoadResult } from '../support/load.ts';
import { ratioRow } from '../support/ratio-row.ts';
import type { createCleanups } from '../support/cleanups.ts';

/**
 * Item 1: the tenant list, page 1 and a name search, at 50 connections through the real server (signed in:
 * session, grants, tenant scope, the list, its capped count, JSON) beside the bare Fastify reference process
 * (bench/support/bare-list-server.ts: the same list code and driver, nothing else). Target: ≥ 0.5× the
 * reference's requests per second, p99 < 100 ms.
 */
const CONNECTIONS = 50;
const TARGET = { ratio: 0.5, p99Ms: 100 };

export async function startBareListServer(
  target: { databaseUrl: string } | { pgliteDir: string },
  cleanups: ReturnType<typeof createCleanups>,
) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../support/bare-list-server.ts')], {
    env: {
      ...process.env,
      ...('databaseUrl' in target
        ? { BENCH_REF_DATABASE_URL: target.databaseUrl }
        : { BENCH_REF_PGLITE_DIR: target.pgliteDir }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare list server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid! };
}

export async function requestPathRows(opts: {
  serverOrigin: string;
  token: string;
  referenceOrigin: string;
  /** The two processes, for the CPU time one request costs each (the profile behind the ratio). */
  pids: { server: number; reference: number };
  search: string;
  rounds: number;
  seconds: number;
}): Promise<Row[]> {
  const cases = [
    { what: 'GET /tenants page 1', query: 'page=1' },
    { what: `GET /tenants search "${opts.search}"`, query: `page=1&search=${encodeURIComponent(opts.search)}` },
  ];
  const rows: Row[] = [];
  for (const { what, query } of cases) {
    const server: (LoadResult & { cpuMs: number })[] = [];
    const reference: (LoadResult & { cpuMs: number })[] = [];
    const run = async (origin: string, path: string, headers?: Record<string, string>) => {
      const pid = origin === opts.serverOrigin ? opts.pids.server : opts.pids.reference;
      const cpuBefore = cpuMsOf(pid);
      const result = await load({ origin, path, headers, connections: CONNECTIONS, durationMs: opts.seconds * 1000 });
      return { ...result, cpuMs: (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests) };
    };
    // A short warm-up of each (JIT, caches), then the rounds interleaved.
    await run(opts.serverOrigin, `/api/v1/tenants?${query}`, { authorization: `Bearer ${opts.token}` });
    await run(opts.referenceOrigin, `/tenants?${query}`);
    for (let round = 0; round < opts.rounds; round++) {
      server.push(await run(opts.serverOrigin, `/api/v1/tenants?${query}`, { authorization: `Bearer ${opts.token}` }));
      reference.push(await run(opts.referenceOrigin, `/tenants?${query}`));
      process.stdout.write('.');
    }
    const failed = server.reduce((sum, r) => sum + r.errors, 0);
    if (failed) console.log(`\n  ${what}: ${failed} requests failed`);
    const p99 = Math.max(...server.map((r) => r.p99Ms));
    // Beside the server's p99: the bare reference's own, at the same 50 connections on the same cores (whether
    // the 100 ms target is within this machine's reach at all).
    const referenceP99 = Math.max(...reference.map((r) => r.p99Ms));
    rows.push(
      ratioRow({
        what: `${what}, ${CONNECTIONS} connections`,
        measured: server.map((r) => r.perSecond),
        reference: reference.map((r) => r.perSecond),
        format: (v) => `${fmt(v)} req/s`,
        note: `p99 ${ms1(p99)} ms, the reference ${ms1(referenceP99)} ms; CPU ${fmt(median(server.map((r) => r.cpuMs)), 2)} ms a request, the reference ${fmt(median(reference.map((r) => r.cpuMs)), 2)} ms`,
        ratio: (m, r) => m / r,
        target: `≥ ${TARGET.ratio}× bare Fastify, p99 < ${TARGET.p99Ms} ms`,
        pass: (ratio) => ratio >= TARGET.ratio && p99 < TARGET.p99Ms && failed === 0,
      }),
    );
  }
  console.log();
  return rows;
}

/** Item 2's absolute bound: the server CPU one signed-in request costs (PostgreSQL's Node process; PGlite's,
 * which also runs the database in WebAssembly). */
export const AUTHENTICATED_CPU_TARGET_MS = { PostgreSQL: 0.3, PGlite: 1 } as const;

/**
 * Item 2: what one signed-in request costs the server's process in CPU time (user + system from /proc, over
 * every request of a load run at 10 connections): GET /auth/me, which checks the token, reads the session,
 * grants, second-factor state and switches in its one statement, and answers the caller's profile. Beside it,
 * the bare reference answering one statement through the same driver with no request path at all.
 */
export async function authenticatedCpuRow(opts: {
  kind: keyof typeof AUTHENTICATED_CPU_TARGET_MS;
  serverOrigin: string;
  token: string;
  referenceOrigin: string;
  pids: { server: number; reference: number };
  rounds: number;
  seconds: number;
}): Promise<Row> {
  const cpuPerRequest = async (origin: string, pid: number, path: string, headers?: Record<string, string>) => {
    const before = cpuMsOf(pid);
    const result = await load({ origin, path, headers, connections: 10, durationMs: opts.seconds * 1000 });
    if (result.errors) console.log(`\n  ${path}: ${result.errors} requests failed`);
    return (cpuMsOf(pid) - before) / Math.max(1, result.requests);
  };
  const server = () =>
    cpuPerRequest(opts.serverOrigin, opts.pids.server, '/api/v1/auth/me', { authorization: `Bearer ${opts.token}` });
  const reference = () => cpuPerRequest(opts.referenceOrigin, opts.pids.reference, '/one-statement');
  await server();
  await reference();
  const measured: number[] = [];
  const references: number[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    measured.push(await server());
    references.push(await reference());
    process.stdout.write('.');
  }
  console.log();
  const target = AUTHENTICATED_CPU_TARGET_MS[opts.kind];
  return ratioRow({
    what: 'GET /auth/me (signed in): server CPU a request, 10 connections',
    measured,
    reference: references,
    format: (ms) => `${fmt(ms, 3)} ms`,
    ratio: (m, r) => m / r,
    target: `≤ ${target} ms (ratio: ÷ bare Fastify, one statement)`,
    pass: (_ratio, values) => median(values) <= target,
  });
}
