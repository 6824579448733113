import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { request } from 'undici';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { ADMIN } from '../../e2e/support/server-process.ts';
import { freePort } from '../../e2e/support/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.ts';
import { fmt, type Row } from '../support/measure.ts';
import { absoluteRow } from '../support/ratio-row.ts';
import type { createCleanups } from '../support/cleanups.ts';

/**
 * Item 4: what the browser downloads to show /app/login (every JS and CSS file it fetched, counted as the
 * server sends them to a browser that accepts brotli) against the 150 KB budget, and Lighthouse's mobile
 * performance score (the `lighthouse` package driving the system Chromium, its default simulated slow 4G and
 * 4× slower CPU) of /app/login and of the signed-in dashboard, target ≥ 95.
 */
const LOGIN_BUDGET_BYTES = 150 * 1024;
const SCORE_TARGET = 95;

/** Every JS and CSS file the login page fetched, and their sizes as brotli. */
async function loginBytes(baseUrl: string, browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>) {
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.add(response.url());
  });
  await page.goto(`${baseUrl}/app/login`, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const url of assets) {
    // Chromium offers brotli only over HTTPS; a browser reaching the portal over HTTPS gets these.
    // undici's request() hands over the body as sent (fetch would decode it).
    const response = await request(url, { headers: { 'accept-encoding': 'br' } });
    bytes += (await response.body.arrayBuffer()).byteLength;
  }
  return { bytes, files: assets.size };
}

async function signIn(baseUrl: string, browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/app/login`);
  await page.getByLabel(en.auth.login.email).fill(ADMIN.email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(ADMIN.password);
  // Without it the session lives in this tab's sessionStorage only: Lighthouse's own tab would find none and
  // measure the redirect to the sign-in screen instead of the dashboard.
  await page.getByLabel(en.auth.login.rememberMe).check();
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.close();
}

/**
 * Lighthouse keeps the browser's cache when told to keep its storage (the session), so without this every run
 * after the first would measure a visit whose scripts are cached (immutable): a returning visitor, not the
 * first visit the target is about. The session in localStorage stays.
 */
async function clearHttpCache(browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function score(url: string, port: number, browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>) {
  await clearHttpCache(browser);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the signed-in session (localStorage) the bench set up in the same browser profile.
    disableStorageReset: true,
  });
  // A page that sent Lighthouse elsewhere (the sign-in screen, when the session was not found) is not a score.
  if (result && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse was sent from ${url} to ${result.lhr.finalDisplayedUrl}`);
  }
  const value = result?.lhr.categories.performance?.score;
  if (value == null) throw new Error(`Lighthouse gave no performance score for ${url}`);
  console.log(`  ${new URL(url).pathname}: ${Math.round(value * 100)} (${metricsOf(result!.lhr)})`);
  // BENCH_LIGHTHOUSE_DIR keeps each run's whole report (its long tasks, LCP element, request chains...).
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(keep, name), JSON.stringify(result!.lhr));
  }
  return Math.round(value * 100);
}

/** The metrics behind a score, as printed beside each run: which one a change should aim at. */
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'SI',
  'cumulative-layout-shift': 'CLS',
} as const;

type TAudits = Record<string, { numericValue?: number; score: number | null } | undefined>;

function metricsOf(lhr: { audits: TAudits }) {
  return Object.entries(METRICS)
    .map(([id, name]) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) return `${name} ?`;
      const value =
        id === 'cumulative-layout-shift' ? audit.numericValue.toFixed(3) : `${Math.round(audit.numericValue)} ms`;
      return `${name} ${value} → ${Math.round((audit.score ?? 0) * 100)}`;
    })
    .join(', ');
}

export async function webRows(opts: { baseUrl: string; rounds: number; cleanups: ReturnType<typeof createCleanups> }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('the web rows need Chromium: set CHROMIUM_PATH or apt-get install chromium');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-chromium-'));
  opts.cleanups.push(() => fs.rmSync(profile, { recursive: true, force: true }));
  // A persistent profile: Lighthouse opens its tabs in the browser's default context, which is this one, so
  // the signed-in dashboard finds the session the bench signed in with.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  opts.cleanups.push(() => browser.close());

  const login = await loginBytes(opts.baseUrl, browser);
  const loginScores: number[] = [];
  for (let i = 0; i < opts.rounds; i++) loginScores.push(await score(`${opts.baseUrl}/app/login`, port, browser));
  await signIn(opts.baseUrl, browser);
  const dashboardScores: number[] = [];
  for (let i = 0; i < opts.rounds; i++)
    dashboardScores.push(await score(`${opts.baseUrl}/app/dashboard`, port, browser));
  await browser.close();

  const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
  const rows: Row[] = [
    {
      what: `/app/login: JS+CSS, brotli (${login.files} files)`,
      measured: kb(login.bytes),
      baseline: `budget ${kb(LOGIN_BUDGET_BYTES)}`,
      ratio: `${(login.bytes / LOGIN_BUDGET_BYTES).toFixed(2)}×`,
      target: '≤ 1.00× the budget',
      pass: login.bytes <= LOGIN_BUDGET_BYTES,
    },
    ...[
      { page: '/app/login', scores: loginScores },
      { page: '/app/dashboard (signed in)', scores: dashboardScores },
    ].map(({ page, scores }) =>
      absoluteRow({
        what: `Lighthouse mobile performance, ${page}`,
        measured: scores,
        format: (v) => fmt(v),
        baseline: 'simulated slow 4G, 4× CPU',
        target: `≥ ${SCORE_TARGET} (min / median / max)`,
        pass: (values) => Math.min(...values) >= SCORE_TARGET,
      }),
    ),
  ];
  return rows;
}
