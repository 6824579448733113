import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Row } from '../support/measure.ts';

/**
 * Items 6 and 7: the transfer bench (a 1 GiB upload vs a bare Node HTTP server taking the same curl upload,
 * the download vs nginx, RSS growth) and the bulk bench (first 10,000-row submit after a start, delivery vs
 * nodemailer alone) run as they run on their own (`npm run bench:files`, `npm run bench:bulk`: each starts its
 * own servers and references), as child processes; their rows join this table through BENCH_ROWS_FILE.
 * Listings are left out of the transfer bench here: this bench measures them on its seeded firm.
 */
export async function childBenchRows(opts: {
  script: 'files.bench.ts' | 'bulk.bench.ts';
  databaseUrl?: string;
  work: string;
}) {
  const rowsFile = path.join(opts.work, `${opts.script}.rows.json`);
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_ROWS_FILE: rowsFile, BENCH_LISTING_SIZES: '' };
  if (opts.databaseUrl) env.BENCH_DATABASE_URL = opts.databaseUrl;
  else delete env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', opts.script)], { env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0 || !fs.existsSync(rowsFile)) throw new Error(`bench/${opts.script} could not run (exit ${code})`);
  return JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as Row[];
}
