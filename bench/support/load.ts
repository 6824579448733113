import { Pool } from 'undici';
import { percentile } from './measure.ts';

export type LoadResult = { requests: number; errors: number; perSecond: number; p50Ms: number; p99Ms: number };

/**
 * `connections` clients, each sending `path` again as soon as its previous answer has been read, for
 * `durationMs`: requests per second and latency percentiles, as autocannon would report them. Bodies are read
 * in full (a server that streams slowly is not flattered). Any answer other than 200 counts as an error.
 * The same generator drives the server and its reference, so its own cost falls on both sides of a ratio.
 */
export async function load(opts: {
  origin: string;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
}): Promise<LoadResult> {
  const pool = new Pool(opts.origin, { connections: opts.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + opts.durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        const response = await pool.request({ method: 'GET', path: opts.path, headers: opts.headers });
        await response.body.arrayBuffer();
        if (response.statusCode !== 200) errors++;
        else latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, client));
  const seconds = (performance.now() - began) / 1000;
  await pool.close();
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50Ms: latencies.length ? percentile(latencies, 0.5) : NaN,
    p99Ms: latencies.length ? percentile(latencies, 0.99) : NaN,
  };
}
