import { request } from 'undici';
import { fmt, median, ms1, timed, type Row } from '../support/measure.ts';
import type { ListQuery } from '../support/list-queries.ts';
import { ratioRow } from '../support/ratio-row.ts';

/**
 * Item 2: one client, each list endpoint's page 1, each filter and search (bench/support/list-queries.ts) at
 * the firm's size. Target: p50 < 20 ms. The reference beside each run is the cheapest signed-in request,
 * GET /auth/me, so the ratio shows what the list adds on top of the request path itself.
 */
const TARGET_MS = 20;
const PER_ROUND = 9;

export async function listRows(opts: { origin: string; token: string; queries: ListQuery[]; rounds: number }) {
  const headers = { authorization: `Bearer ${opts.token}` };
  const get = async (path: string) => {
    const response = await request(`${opts.origin}${path}`, { headers });
    await response.body.arrayBuffer();
    if (response.statusCode !== 200) throw new Error(`GET ${path} → ${response.statusCode}`);
  };
  const p50Of = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < PER_ROUND; i++) times.push((await timed(() => get(path))).ms);
    return median(times);
  };
  const rows: Row[] = [];
  for (const query of opts.queries) {
    await get(query.path); // warm-up: the statement's plan, the JIT
    const measured: number[] = [];
    const reference: number[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      measured.push(await p50Of(query.path));
      reference.push(await p50Of('/api/v1/auth/me'));
    }
    rows.push(
      ratioRow({
        what: `list p50, ${query.name}`,
        measured,
        reference,
        format: (v) => `${ms1(v)} ms`,
        ratio: (m, r) => m / r,
        target: `p50 < ${TARGET_MS} ms (ratio: ÷ GET /auth/me)`,
        pass: (_, values) => median(values) < TARGET_MS,
      }),
    );
    process.stdout.write('.');
  }
  console.log();
  return rows;
}

export const listSummary = (rows: Row[]) =>
  `${rows.filter((r) => r.pass).length} of ${rows.length} list rows under ${fmt(TARGET_MS)} ms`;
