/**
 * The signer's first sight of a 20-page PDF on a phone (issue 31), for bench/signing.bench.ts: the real server on
 * PGlite, Debian's Chromium (playwright-core) at 375 × 812, 3× pixels, touch, its main thread slowed 4× through
 * CDP. Each visit is a fresh browser context (an empty HTTP cache: a first visit). The moments are taken in the
 * page: a script added before the app's own notes every click and, two animation frames after the first page's
 * canvas says pdf.js has drawn it (`data-rendered`, pdf-page-canvas.tsx), performance.now() (navigation = 0).
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { startServer } from '../../e2e/support/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.ts';
import { ensureWebBuild } from '../../scripts/lib/web-build.ts';
import type { createCleanups } from './cleanups.ts';
import {
  engagementLetterPdf,
  seedLinkSigners,
  signingCodeFor,
  type TLinkSigner,
  type TStaffApi,
} from './signing-phone-seed.ts';

export const PHONE_PROFILE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;
export const CPU_SLOWDOWN = 4;

const PAINT_WATCH = `
  addEventListener('click', () => { window.__lastClick = performance.now(); }, true);
  new MutationObserver((_, observer) => {
    const first = document.querySelector('[data-testid=pdf-document] canvas');
    if (!first || !first.hasAttribute('data-rendered')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__firstPagePainted = performance.now(); }));
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-rendered'] });
`;

/** One visit's moments, ms after its navigation started. */
export type TVisit = { clicked: number; painted: number; documentArrived: number; pdfjsArrived: number };

async function phonePage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, ...PHONE_PROFILE });
  const page = await context.newPage();
  // Chromium slows only the page's main thread: pdf.js's worker (parsing) runs at the machine's speed.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(PAINT_WATCH);
  return { page, close: () => context.close() };
}

async function firstPagePainted(page: Page): Promise<TVisit> {
  await page.waitForFunction(() => (globalThis as { __firstPagePainted?: number }).__firstPagePainted, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => {
    const at = globalThis as { __firstPagePainted?: number; __lastClick?: number };
    const arrived = (test: (name: string) => boolean) =>
      (performance.getEntriesByType('resource') as unknown as { name: string; responseEnd: number }[])
        .filter((entry) => test(entry.name))
        .at(-1)?.responseEnd ?? NaN;
    return {
      clicked: at.__lastClick ?? NaN,
      painted: at.__firstPagePainted!,
      documentArrived: arrived((name) => name.endsWith('/document')),
      pdfjsArrived: arrived((name) => /\/assets\/pdf\.worker\.[^/]*\.mjs$/.test(name)),
    };
  });
}

/** A first visit by the signing link: consent, the e-mailed code, then the document (timed from Confirm). */
async function firstVisit(browser: Browser, baseUrl: string, api: TStaffApi, signer: TLinkSigner) {
  const { page, close } = await phonePage(browser, baseUrl);
  try {
    await page.goto(signer.linkPath, { waitUntil: 'commit' });
    await page.getByLabel(en.signing.consent.agree).check();
    await page.getByRole('button', { name: en.signing.consent.continue }).click();
    await page.getByRole('button', { name: en.signing.verify.send.email.split('{{')[0]! }).click();
    await page.getByLabel(en.signing.verify.code).fill(await signingCodeFor(api, signer.email));
    await page.getByRole('button', { name: en.signing.verify.submit, exact: true }).click();
    return await firstPagePainted(page);
  } finally {
    await close();
  }
}

/** The same link opened again in a fresh browser (consent and code already given): the document straight away. */
async function reopenedVisit(browser: Browser, baseUrl: string, signer: TLinkSigner) {
  const { page, close } = await phonePage(browser, baseUrl);
  try {
    await page.goto(signer.linkPath, { waitUntil: 'commit' });
    return await firstPagePainted(page);
  } finally {
    await close();
  }
}

/**
 * A server of its own with `runs + 1` link signers of a `pages`-page letter; each signer's first visit, then
 * their link reopened; the first signer's two visits warm the server and are not returned.
 */
export async function measurePhoneFirstRender(opts: {
  runs: number;
  pages: number;
  cleanups: ReturnType<typeof createCleanups>;
  log: (line: string) => void;
}) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('the phone row needs Chromium: set CHROMIUM_PATH or apt-get install chromium');
  ensureWebBuild(opts.log);
  const server = await startServer({ env: { STAFF_MFA_REQUIRED: 'false' } });
  opts.cleanups.push(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
  opts.cleanups.push(() => server.stop());
  const pdf = await engagementLetterPdf(opts.pages);
  const { api, signers } = await seedLinkSigners(server.url, pdf, opts.runs + 1);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  opts.cleanups.push(() => browser.close());
  const first: TVisit[] = [];
  const reopened: TVisit[] = [];
  for (const [index, signer] of signers.entries()) {
    const visit = await firstVisit(browser, server.url, api, signer);
    const again = await reopenedVisit(browser, server.url, signer);
    opts.log(
      `phone ${index === 0 ? 'warm-up' : `run ${index}`}: Confirm → painted ${(visit.painted - visit.clicked).toFixed(0)} ms; reopened: navigation → painted ${again.painted.toFixed(0)} ms`,
    );
    if (index === 0) continue;
    first.push(visit);
    reopened.push(again);
  }
  return { first, reopened, pdfBytes: pdf.length };
}
