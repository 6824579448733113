import fs from 'node:fs';

export const MB = 1_000_000;
export const MiB = 1024 * 1024;

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

export function printTable(rows: Row[]) {
  const header = { what: 'Measure', measured: 'Measured', baseline: 'Baseline', ratio: 'Ratio', target: 'Target' };
  const cells = [header, ...rows].map((r) => [r.what, r.measured, r.baseline, r.ratio, r.target]);
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((c) => c[i]!.length)));
  const line = (c: string[], result: string) =>
    `| ${c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} | ${result.padEnd(6)} |`;
  console.log(line(cells[0]!, 'Result'));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|--------|`);
  rows.forEach((row, i) => console.log(line(cells[i + 1]!, row.pass ? 'PASS' : 'MISS')));
}
