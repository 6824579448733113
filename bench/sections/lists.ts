import { request } from 'undici';
import { fmt, median, ms1, timed, type Row } from '../support/measure.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/platform/db/schema.ts';
import { auditSearchReads } from '../support/audit-search-reads.ts';
import type { ListQuery } from '../support/list-queries.ts';
import { ratioRow } from '../support/ratio-row.ts';

/**
 * Item 2: one client, each list endpoint's page 1, each filter and search (bench/support/list-queries.ts) at
 * the firm's size. Target: p50 < 20 ms. The reference beside each run is the cheapest signed-in request,
 * GET /auth/me, so the ratio shows what the list adds on top of the request path itself.
 */
const TARGET_MS = 20;
/** An audit search reads the newest 1,000 events, its matches and its page: never a million (issue 36). */
const AUDIT_SEARCH_READS = 10_000;
const PER_ROUND = 9;

export async function listRows(opts: {
  origin: string;
  token: string;
  queries: ListQuery[];
  rounds: number;
  /** The seeded database, for the plans asserted beside some rows (a reference connection, not the server's). */
  db: Kysely<DB>;
}) {
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
    const reads = query.auditSearch ? await auditSearchReads(opts.db, query.auditSearch) : undefined;
    const planOk = !reads || (!reads.seqScan && reads.eventsRead <= AUDIT_SEARCH_READS);
    rows.push(
      ratioRow({
        what: `list p50, ${query.name}`,
        ...(reads
          ? { note: `reads ${reads.eventsRead.toLocaleString('en')} events${reads.seqScan ? ', SEQ SCAN' : ''}` }
          : {}),
        measured,
        reference,
        format: (v) => `${ms1(v)} ms`,
        ratio: (m, r) => m / r,
        target: `p50 < ${TARGET_MS} ms (ratio: ÷ GET /auth/me)${reads ? `, ≤ ${AUDIT_SEARCH_READS.toLocaleString('en')} events read, no seq scan` : ''}`,
        pass: (_, values) => median(values) < TARGET_MS && planOk,
      }),
    );
    process.stdout.write('.');
  }
  console.log();
  return rows;
}

export const listSummary = (rows: Row[]) =>
  `${rows.filter((r) => r.pass).length} of ${rows.length} list rows under ${fmt(TARGET_MS)} ms`;
