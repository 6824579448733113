/**
 * The main thread of one signed-in page's load, task by task (issue 36): what Lighthouse's total blocking time
 * is made of, before its 4× CPU slowdown. Starts the portal on its embedded default, signs the administrator in,
 * loads the page with a Chrome trace and prints each task of 12 ms or more (50 ms at 4×) with what ran directly
 * in it (script evaluation, a function call and its file, style, layout), and the run's blocking time at 4×.
 *
 *   node bench/web-load-trace.ts [/app/dashboard] [runs]
 *
 * Build the web app first (`npm run build -w apps/web`, or with `--sourcemap` to map a function back to its
 * source). A measuring aid, not a row of the table: its figures move with the machine's load.
 */
import fs from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { signIn } from './sections/web.ts';

type TTraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
};

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute';
/** Lighthouse's simulated mobile CPU: four times slower; a task counts past 50 ms there. */
const SLOWDOWN = 4;

async function traceLoad(cdp: CDPSession, load: () => Promise<void>): Promise<TTraceEvent[]> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
  await load();
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
  );
  await cdp.send('Tracing.end');
  const handle = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  const parsed = JSON.parse(text) as TTraceEvent[] | { traceEvents: TTraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The page's main thread: of the renderers' main threads, the one that ran the most script. */
function mainThreadTasks(events: TTraceEvent[]) {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const scriptsOn = (thread: TTraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'FunctionCall')
      .length;
  const main = mains.sort((a, b) => scriptsOn(b) - scriptsOn(a))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const start = Math.min(...own.map((event) => event.ts));
  const tasks = own.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 12_000);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const direct = inside.filter(
      (event) =>
        (event.dur ?? 0) >= 1_500 &&
        !inside.some(
          (outer) =>
            outer !== event &&
            outer.ts <= event.ts &&
            outer.ts + outer.dur! >= event.ts + event.dur! &&
            outer.dur! > event.dur!,
        ),
    );
    return { at: (task.ts - start) / 1000, ms: task.dur! / 1000, parts: direct.map(describe) };
  });
}

const describe = (event: TTraceEvent) => {
  const data = event.args?.data;
  const file = data?.url?.replace(/^.*\//, '');
  const what = [file, data?.functionName].filter(Boolean).join(':');
  return `${event.name}${what ? `(${what})` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
};

const pagePath = process.argv[2] ?? '/app/dashboard';
const runs = Number(process.argv[3] ?? 3);
const server = await startServer({ env: { STAFF_MFA_REQUIRED: 'false' } });
const browser = await chromium.launchPersistentContext(fs.mkdtempSync('/tmp/lp-trace-'), {
  executablePath: findChromium(),
  args: CHROMIUM_ARGS,
  viewport: { width: 412, height: 823 },
});
try {
  await signIn(server.url, browser);
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage();
    const cdp = await browser.newCDPSession(page);
    const events = await traceLoad(cdp, async () => {
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
    });
    await page.close();
    let blocking = 0;
    console.log(`run ${run} of ${pagePath}:`);
    for (const task of mainThreadTasks(events)) {
      blocking += Math.max(0, task.ms * SLOWDOWN - 50);
      console.log(`  @${task.at.toFixed(0)} ms  ${task.ms.toFixed(1)} ms  ${task.parts.join(', ')}`);
    }
    console.log(`  blocking time at ${SLOWDOWN}× CPU ≈ ${blocking.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
