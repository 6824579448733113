import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Objects of one kind in a heap snapshot: how many, and their own bytes. */
export type HeapGroup = { count: number; bytes: number };
export type HeapSummary = Map<string, HeapGroup>;

/**
 * A heap snapshot of the server process, which runs with `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=dir`:
 * V8 writes it on the main thread (the server answers nothing meanwhile), so once the health route answers
 * again the file is whole. Answers the file's path.
 */
export async function takeHeapSnapshot(pid: number, dir: string, baseUrl: string): Promise<string> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  let file: string | undefined;
  for (let waited = 0; !file; waited += 100) {
    if (waited > 120_000) throw new Error('no heap snapshot appeared within 2 minutes');
    file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    await sleep(100);
  }
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // still writing
    }
    await sleep(250);
  }
  return path.join(dir, file);
}

type RawSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/**
 * Counts a snapshot's nodes by constructor: an object by its constructor's name, a native (a Buffer's bytes,
 * a Map's table…) as `native <name>`, anything else by its kind, `(string)`, `(closure)`, `(code)`, `(array)`…
 */
export function summariseHeapSnapshot(file: string): HeapSummary {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as RawSnapshot;
  const fields = raw.snapshot.meta.node_fields;
  const types = raw.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const summary: HeapSummary = new Map();
  for (let i = 0; i < raw.nodes.length; i += fields.length) {
    const type = types[raw.nodes[i + typeAt!]!]!;
    const name = raw.strings[raw.nodes[i + nameAt!]!]!;
    const key = type === 'object' ? name : type === 'native' ? `native ${name}` : `(${type})`;
    const group = summary.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += raw.nodes[i + sizeAt!]!;
    summary.set(key, group);
  }
  return summary;
}

export const heapTotal = (summary: HeapSummary) =>
  [...summary.values()].reduce((sum, group) => ({ count: sum.count + group.count, bytes: sum.bytes + group.bytes }), {
    count: 0,
    bytes: 0,
  });

/**
 * The groups that grew most in bytes from the first snapshot to the last, each with its count and size at
 * every snapshot: what a leak would show as a steady rise from one to the next.
 */
export function heapGrowth(labels: string[], summaries: HeapSummary[], top = 15): string[] {
  const first = summaries[0]!;
  const last = summaries.at(-1)!;
  const keys = new Set([...first.keys(), ...last.keys()]);
  const grown = [...keys]
    .map((key) => ({ key, delta: (last.get(key)?.bytes ?? 0) - (first.get(key)?.bytes ?? 0) }))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta))
    .slice(0, top);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  const header = `| constructor | ${labels.map((label) => `${label}: count, size`).join(' | ')} | size change |`;
  const rule = `|---|${labels.map(() => '---').join('|')}|---|`;
  const rows = grown.map(({ key, delta }) => {
    const cells = summaries.map((summary) => {
      const group = summary.get(key) ?? { count: 0, bytes: 0 };
      return `${group.count}, ${kb(group.bytes)}`;
    });
    return `| ${key.replaceAll('|', '\\|').slice(0, 60)} | ${cells.join(' | ')} | ${delta >= 0 ? '+' : ''}${kb(delta)} |`;
  });
  return [header, rule, ...rows];
}
