import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { expect } from 'vitest';

/** One node of an `EXPLAIN (FORMAT JSON)` plan, with the fields the assertions read. */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Remembers every query a list function sends, as Kysely built it (parameters included once compiled). */
class Recorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: { node: RootOperationNode }) {
    this.nodes.push(node);
    return node;
  }
  async transformResult<R>({ result }: { result: R }) {
    return result;
  }
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * Runs `list` (a repo's list function, exactly as the routes call it) and answers the plan of the page query it
 * sent (the first SELECT; paginate()'s capped count is the second), planned as the database would at scale:
 * `enable_seqscan = off` makes the planner pick an index wherever one can serve the query, as it does once a
 * table is large, while a query no index can serve still shows a Seq Scan. Every node of the plan, flattened.
 */
export async function planOf<DB>(db: Kysely<DB>, list: (db: Kysely<DB>) => Promise<unknown>): Promise<PlanNode[]> {
  const recorder = new Recorder();
  await list(db.withPlugin(recorder));
  const page = recorder.nodes.find((node) => node.kind === 'SelectQueryNode');
  if (!page) throw new Error('the list sent no SELECT');
  const compiled = db.getExecutor().compileQuery(page, { queryId: 'plan' });
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = explained.rows[0]!['QUERY PLAN'];
    const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    return flatten(root!.Plan);
  });
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

/** A "contains" search reads the rows a trigram index of `table` points at, not every row. */
export function expectTrigramSearch(nodes: PlanNode[], table: string) {
  expectNoSeqScan(nodes, table);
  const trigram = nodes.filter((n) => n['Node Type'] === 'Bitmap Index Scan' && /_trgm_idx$/.test(n['Index Name'] ?? ''));
  const onTable = trigram.filter((n) => (n['Index Name'] ?? '').startsWith(`${table}_`));
  expect(onTable.length, `no trigram index scan on ${table}: ${describePlan(nodes)}`).toBeGreaterThan(0);
}
