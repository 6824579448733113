/**
 * Completing a signed envelope (issue 31): a 20-page PDF with two signers (each initials every page, signs,
 * names and dates the last) through the platform parts (writeFields, addCertificatePage, sealPdf with the firm's
 * key read from disk), beside pdf-lib alone making the same writes in one load and one save, in the same run.
 * Each workload runs in a fresh process of its own (peak memory is then its own), the two alternating first,
 * BENCH_RUNS rounds; in each process one warm-up completion, then RUNS timed ones. Then the signer's side: the
 * first page of the same 20 pages painted on a phone (bench/support/signing-phone.ts). A measurement, not a
 * gate: exits 0 whether the targets are met or not, 1 only when it could not run. See bench/README.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCleanups } from './support/cleanups.ts';
import {
  fmt,
  median,
  memoryOf,
  MiB,
  ms1,
  printTable,
  runBench,
  spread,
  timed,
  writeResultsSection,
} from './support/measure.ts';
import { completeWithPdfLib, completeWithPlatform, PAGES, writeInputs } from './support/signing-work.ts';
import { firmSigningKey } from '../apps/server/src/platform/signing-key/firm-signing-key.ts';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const RUNS = 10;
const TARGET_RATIO = 0.5;
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);

type ChildResult = { ms: number[]; peakGrowth: number; bytes: number };

/** In a child: warm up, then time RUNS completions; peak = VmHWM at the end minus VmRSS before the first. */
async function child(workload: string, dir: string, dataDir: string) {
  const run = workload === 'platform' ? () => completeWithPlatform(dir, dataDir) : () => completeWithPdfLib(dir);
  const before = memoryOf(process.pid).rss;
  const bytes = await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push((await timed(run)).ms);
  const result: ChildResult = { ms, peakGrowth: memoryOf(process.pid).hwm - before, bytes };
  process.stdout.write(JSON.stringify(result));
}

async function inChild(workload: 'platform' | 'pdf-lib', dir: string, dataDir: string): Promise<ChildResult> {
  const script = new URL(import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--child', workload, dir, dataDir], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as ChildResult;
}

const cleanups = createCleanups();

async function main() {
  const began = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-signing-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  await writeInputs(dir);
  const keyMs = (await timed(() => firmSigningKey({ dataDir, signingP12: undefined }))).ms;
  const platform: ChildResult[] = [];
  const pdfLib: ChildResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['platform', 'pdf-lib'] as const) : (['pdf-lib', 'platform'] as const);
    for (const workload of order) {
      const result = await inChild(workload, dir, dataDir);
      (workload === 'platform' ? platform : pdfLib).push(result);
      console.log(
        `round ${round + 1} ${workload}: ${result.ms.map((v) => fmt(v)).join(', ')} ms, peak +${fmt(result.peakGrowth / MiB)} MiB`,
      );
    }
  }
  console.log(`The first page on a phone (${PHONE_RUNS} runs after a warm-up) ...`);
  // Loaded here, not at the top: the completion children would carry playwright-core in their memory figures.
  const { measurePhoneFirstRender } = await import('./support/signing-phone.ts');
  const { phoneNotes, phoneRows } = await import('./support/signing-phone-rows.ts');
  const phone = await measurePhoneFirstRender({ runs: PHONE_RUNS, pages: PAGES, cleanups, log: console.log });
  const p50 = (results: ChildResult[]) => results.map((r) => median(r.ms));
  const ratios = p50(platform).map((ms, i) => p50(pdfLib)[i]! / ms);
  const peak = (results: ChildResult[]) => median(results.map((r) => r.peakGrowth)) / MiB;
  const table = printTable([
    {
      what: `Complete ${PAGES}-page PDF, 2 signers (fields, certificate page, seal)`,
      measured: `p50 ${spread(p50(platform), ms1)} ms, peak +${fmt(peak(platform))} MiB`,
      baseline: `pdf-lib alone, same writes: p50 ${spread(p50(pdfLib), ms1)} ms, peak +${fmt(peak(pdfLib))} MiB`,
      ratio: `${spread(ratios, (v) => fmt(v, 2))}x`,
      target: `>= ${TARGET_RATIO}x`,
      pass: median(ratios) >= TARGET_RATIO,
    },
    ...phoneRows(phone, PAGES),
  ]);
  const notes = [
    `Each workload in a fresh Node ${process.version} process (${os.cpus().length} CPUs), ${ROUNDS} rounds alternating which goes first; per process one warm-up completion, then ${RUNS} timed; min / median / max of the rounds' medians (ratio = pdf-lib p50 / platform p50).`,
    `Peak: the process's VmHWM after its completions minus its VmRSS before the first (the first loads what the platform loads on first use: node-forge, @signpdf). Output ${fmt(platform[0]!.bytes / 1024)} KiB sealed, ${fmt(pdfLib[0]!.bytes / 1024)} KiB from pdf-lib alone (no seal: pdf-lib cannot make one).`,
    `The firm's key generated on first use (RSA 3072, outside the timed completions): ${fmt(keyMs)} ms.`,
    ...phoneNotes(phone),
    `The whole run ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  console.log('');
  for (const note of notes) console.log(note);
  writeResultsSection('npm run bench:signing', [...table, '', ...notes.map((n) => `- ${n}`)]);
}

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else await runBench(main, cleanups.run);
