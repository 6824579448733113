import fs from 'node:fs';

export const MB = 1_000_000;
export const MiB = 1024 * 1024;

/** A number for the results table, `digits` after the point. */
export const fmt = (value: number, digits = 0) => value.toFixed(digits);
/** Milliseconds to one decimal. */
export const ms1 = (value: number) => fmt(value, 1);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Milliseconds `action` takes, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await action();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** A process's memory, in bytes, from /proc: resident now, and the peak resident size of its whole life. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat: on a busy machine the
 * wall-clock time of a step moves with the other processes, the CPU it took much less.
 */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces), counted from state (field 3): utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Samples a process's VmRSS every few milliseconds until stopped; the highest sample is the peak during that
 * window (VmHWM would include everything before it, such as start-up).
 */
export function sampleRss(pid: number, everyMs = 10) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // the process is gone; the caller will notice
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, memoryOf(pid).rss);
    },
  };
}

export type Row = {
  what: string;
  measured: string;
  baseline: string;
  ratio: string;
  target: string;
  pass: boolean;
};

/** Prints the table (it is Markdown) and returns its lines, e.g. for bench/results.md. */
export function printTable(rows: Row[]): string[] {
  const header = { what: 'Measure', measured: 'Measured', baseline: 'Baseline', ratio: 'Ratio', target: 'Target' };
  const cells = [header, ...rows].map((r) => [r.what, r.measured, r.baseline, r.ratio, r.target]);
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[], result: string) =>
    `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} | ${result.padEnd(6)} |`;
  const lines = [
    line(cells[0]!, 'Result'),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|--------|`,
    ...rows.map((row, i) => line(cells[i + 1]!, row.pass ? 'PASS' : 'MISS')),
  ];
  for (const text of lines) console.log(text);
  return lines;
}

/**
 * Hands a bench's rows to `npm run bench` (bench/run.bench.ts), which runs the transfer and bulk benches as
 * child processes and prints their rows in its one table: written as JSON to BENCH_ROWS_FILE when it is set.
 */
export function shareRows(rows: Row[]) {
  if (process.env.BENCH_ROWS_FILE) fs.writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows));
}

/** The value below which `p` (0..1) of the values lie (nearest rank). */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** "min / median / max" of the runs' figures. */
export const spread = (values: number[], format: (value: number) => string) =>
  [Math.min(...values), median(values), Math.max(...values)].map(format).join(' / ');

/**
 * Puts `lines` into bench/results.md under `title`, replacing that section of an earlier run and keeping the
 * others (each bench and database has its own).
 */
export function writeResultsSection(title: string, lines: string[]) {
  const file = new URL('../results.md', import.meta.url);
  const begin = `<!-- begin ${title} -->`;
  const end = `<!-- end ${title} -->`;
  const section = [begin, `## ${title}`, '', ...lines, end].join('\n');
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by the benches (bench/README.md); each section is the latest run of one bench on one database.\n';
  const at = text.indexOf(begin);
  const after = text.indexOf(end);
  text =
    at >= 0 && after > at
      ? text.slice(0, at) + section + text.slice(after + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, text);
}

/**
 * Runs a bench's `main`, then `cleanUp` (also on Ctrl-C or SIGTERM, and when `main` throws): nothing it
 * created is left behind. Exits 1 only when the bench could not run; a missed target is a result, not a failure.
 */
export async function runBench(main: () => Promise<void>, cleanUp: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up ...`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  try {
    await main();
    await cleanUp();
  } catch (error) {
    console.error('The benchmark could not run:', error);
    await cleanUp();
    process.exit(1);
  }
}
