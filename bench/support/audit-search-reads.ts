import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
} from 'kysely';
import { listAuditEvents } from '../../apps/server/src/features/audit/audit.repo.ts';
import type { DB } from '../../apps/server/src/platform/db/schema.ts';

/** Each query a call ran, once, as Kysely built it. */
class Recorder implements KyselyPlugin {
  readonly built = new Map<string, RootOperationNode>();
  readonly ran = new Set<string>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (!this.built.has(queryId.queryId)) this.built.set(queryId.queryId, node);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    this.ran.add(queryId.queryId);
    return result;
  }
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * Issue 36, item 1: the plan of an audit search at a million events, asserted beside its time. Runs page 1 of
 * the search through the repo (as the route does), then EXPLAIN ANALYZE of every statement it sent: how many
 * events they read in all, and whether any read the whole table. A million-row count or a walk of the whole
 * trail shows in both.
 */
export async function auditSearchReads(db: Kysely<DB>, search: string) {
  const recorder = new Recorder();
  await listAuditEvents(db.withPlugin(recorder), { search }, { page: 1, perPage: 20 });
  let eventsRead = 0;
  let seqScan = false;
  for (const [id, node] of recorder.built) {
    if (!recorder.ran.has(id)) continue;
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'explain' });
    const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]!['QUERY PLAN'];
    const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    for (const step of flatten(root!.Plan)) {
      if (step['Relation Name'] !== 'audit_events') continue;
      if (step['Node Type'] === 'Seq Scan') seqScan = true;
      eventsRead += (step['Actual Rows'] ?? 0) * (step['Actual Loops'] ?? 1);
    }
  }
  return { eventsRead, seqScan };
}
