import {
  CompiledQuery,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { seedAtScale } from './scale-seed.ts';
import { createTestDatabase } from './test-database.ts';

/** Rows per listed table that make the planner plan as it would at a firm's scale (see seedAtScale). */
const PLAN_ROWS = 2_000;

/** A fresh, migrated database with every listed table seeded and analyzed, for one plan test file. */
export async function createSeededDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  await seedAtScale(database.db, PLAN_ROWS);
  return database;
}

/** The seeded database of one plan test file, created before its tests and closed after them. */
export function useSeededDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createSeededDatabase();
  });
  afterAll(() => database?.close());
  return () => database!;
}

/** One node of an `EXPLAIN (FORMAT JSON)` plan, with the fields the assertions read. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  /** EXPLAIN ANALYZE only: rows the node produced per loop, and its loops. */
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/**
 * Remembers the queries a list function runs, as Kysely built them, in the order they were built. A subquery
 * built with the same (recording) db is seen too, and so is paginate()'s count, which embeds the page's own
 * builder (same query id): the page is the first built query whose id ran.
 */
class Recorder implements KyselyPlugin {
  readonly #built: Array<{ id: string; node: RootOperationNode }> = [];
  readonly #ran = new Set<string>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.#built.push({ id: queryId.queryId, node });
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    this.#ran.add(queryId.queryId);
    return result;
  }
  /** The `nth` query that ran (0: the first), as first built. */
  run(nth: number): RootOperationNode | undefined {
    const ran = this.#built.filter(({ id }, i) => this.#ran.has(id) && this.#built.findIndex((b) => b.id === id) === i);
    return ran[nth]?.node;
  }
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/** The first (or `nth`) query `run` sends, as Kysely built it, compiled for an EXPLAIN of it. */
async function firstQueryOf<DB>(db: Kysely<DB>, run: (db: Kysely<DB>) => Promise<unknown>, nth = 0) {
  const recorder = new Recorder();
  await run(db.withPlugin(recorder));
  const query = recorder.run(nth);
  if (!query) throw new Error(nth ? `it ran fewer than ${nth + 1} queries` : 'it ran no query');
  return db.getExecutor().compileQuery(query, { queryId: 'explain' });
}

/** `explain (<options>, format json)` of `compiled` through `db`: every node of the plan, flattened. */
async function explained<DB>(db: Kysely<DB>, options: string, compiled: CompiledQuery): Promise<PlanNode[]> {
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (${options}format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return flatten(root!.Plan);
}

/**
 * Runs `list` (a repo's list function, exactly as the routes call it) and answers the plan of the page query it
 * sent (its first query; paginate()'s capped count is the second), planned as the database would at scale:
 * `enable_seqscan = off` makes the planner pick an index wherever one can serve the query, as it does once a
 * table is large, while a query no index can serve still shows a Seq Scan. Every node of the plan, flattened.
 */
export async function planOf<DB>(
  db: Kysely<DB>,
  list: (db: Kysely<DB>) => Promise<unknown>,
  { search = false, nth = 0 }: { search?: boolean; nth?: number } = {},
): Promise<PlanNode[]> {
  const page = await firstQueryOf(db, list, nth);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    // A search's alternative to its trigram index is walking the list's order index and testing every row
    // until a page is full, which is cheaper only while the table is small (a few thousand rows, as seeded
    // here; docs/operations.md shows the planner choosing the trigram index at 100,000). Ruling the walk out
    // asks the question that matters at scale: can an index find the matches rather than test every row?
    if (search) await sql`set local enable_indexscan = off`.execute(trx);
    return explained(trx, '', page);
  });
}

/**
 * Runs `read` once and answers how many rows of `table` its first query actually took from scans of that table
 * (EXPLAIN ANALYZE of the query as built, on the same data): what a change to how a query reads shows in.
 */
export async function rowsRead<DB>(
  db: Kysely<DB>,
  read: (db: Kysely<DB>) => Promise<unknown>,
  table: string,
): Promise<number> {
  const nodes = await explained(db, 'analyze, ', await firstQueryOf(db, read));
  return nodes
    .filter((node) => node['Relation Name'] === table)
    .reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0);
}

const describePlan = (nodes: PlanNode[]) =>
  nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']].filter(Boolean).join(' ')).join(' / ');

/** No row of `table` is found by reading the whole table. */
export function expectNoSeqScan(nodes: PlanNode[], table: string) {
  const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);
  expect(seq, `Seq Scan on ${table}: ${describePlan(nodes)}`).toEqual([]);
}

/** The page comes in the list's order straight from an index on `table`: no sort of what was read. */
export function expectIndexOrder(nodes: PlanNode[], table: string) {
  expectNoSeqScan(nodes, table);
  const sorts = nodes.filter((n) => /Sort$/.test(n['Node Type']));
  expect(sorts, `a sort: ${describePlan(nodes)}`).toEqual([]);
}

/** The plan reads `index` (e.g. a bounded walk of a list's order index). */
export function expectIndexUsed(nodes: PlanNode[], index: string) {
  expect(
    nodes.some((n) => n['Index Name'] === index),
    `${index} not used: ${describePlan(nodes)}`,
  ).toBe(true);
}

/**
 * The two statements of a searched list (platform/db/paginate-search.ts): its window, a bounded walk of the
 * list's `orderIndex` (only the window's matches are sorted), and, for a term the window did not hold, its
 * matches gathered by `table`'s trigram index with index scans allowed: the MATERIALIZED CTE leaves the planner
 * no walk of the order to choose. The list must hold more rows than the window, and none that match.
 */
export async function expectSearchPlans<DB>(
  db: Kysely<DB>,
  list: (db: Kysely<DB>) => Promise<unknown>,
  table: string,
  orderIndex: string,
) {
  const window = await planOf(db, list, { nth: 0 });
  expectNoSeqScan(window, table);
  expectIndexUsed(window, orderIndex);
  expectTrigramSearch(await planOf(db, list, { nth: 1 }), table);
}

/**
 * A "contains" search reads the rows a trigram index of `table` points at, not every row: the index condition
 * is the LIKE / ILIKE itself (a trigram index led by batch_id or tenant_id could also serve just that column),
 * and no scan of `table` tests a pattern row by row (which an OR with one arm not indexed would force).
 */
export function expectTrigramSearch(nodes: PlanNode[], table: string) {
  expectNoSeqScan(nodes, table);
  const trigram = nodes.filter(
    (n) =>
      n['Node Type'] === 'Bitmap Index Scan' &&
      (n['Index Name'] ?? '').startsWith(`${table}_`) &&
      (n['Index Name'] ?? '').endsWith('_trgm_idx') &&
      /~~/.test(n['Index Cond'] ?? ''),
  );
  expect(trigram.length, `no trigram index scan on ${table}: ${describePlan(nodes)}`).toBeGreaterThan(0);
  const tested = nodes.filter((n) => n['Relation Name'] === table && /~~/.test(n.Filter ?? ''));
  expect(tested, `${table}'s rows tested one by one: ${describePlan(nodes)}`).toEqual([]);
}

/**
 * A filter on `column` is an index condition on `table` (the index finds those rows; none are read and dropped).
 * `exact`: by a btree, not a trigram index, which can answer equality too but reads every row sharing its
 * trigrams (a `target = ANY(...)` over a million audit events: seconds, against a millisecond).
 */
export function expectIndexedFilter(nodes: PlanNode[], table: string, column: string, { exact = false } = {}) {
  expectNoSeqScan(nodes, table);
  const mentions = new RegExp(`\\b${column}\\b`);
  const used = nodes.filter(
    (n) =>
      (n['Index Name'] ?? '').startsWith(`${table}_`) &&
      !(exact && (n['Index Name'] ?? '').endsWith('_trgm_idx')) &&
      mentions.test(n['Index Cond'] ?? ''),
  );
  expect(used.length, `no index condition on ${table}.${column}: ${describePlan(nodes)}`).toBeGreaterThan(0);
}
