import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { ADMIN, startServer } from '../e2e/support/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';

const server = await startServer({ env: { STAFF_MFA_REQUIRED: 'false' } });
const userDir = fs.mkdtempSync('/tmp/lp-prof-');
const browser = await chromium.launchPersistentContext(userDir, { executablePath: findChromium(), args: CHROMIUM_ARGS, viewport: { width: 412, height: 823 } });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/app/login`);
  await page.getByLabel(en.auth.login.email).fill(ADMIN.email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(ADMIN.password);
  await page.getByLabel(en.auth.login.rememberMe).check();
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.waitForTimeout(1500);
  const totals = new Map<string, number>();
  for (let run = 0; run < 3; run++) {
    const p = await browser.newPage();
    const cdp = await browser.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await p.goto(`${server.url}/app/dashboard`, { waitUntil: 'networkidle' });
    await p.waitForTimeout(500);
    const { profile } = await cdp.send('Profiler.stop');
    await p.close();
    const maps = new Map<string, TraceMap | null>();
    const mapOf = (url: string) => {
      if (!maps.has(url)) {
        const m = /\/app\/assets\/(.+\.js)$/.exec(url);
        const file = m ? path.join('apps/web/dist/assets', m[1]!) : '';
        maps.set(url, file && fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
      }
      return maps.get(url)!;
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const srcOf = (id: number) => {
      const cf = byId.get(id)!.callFrame;
      const map = cf.url ? mapOf(cf.url) : null;
      if (!map) return cf.url ? cf.url.replace(/^.*\//, '') : `(${cf.functionName || 'native'})`;
      const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
      return `${(pos.source ?? '?').replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/')}:${pos.line}`;
    };
    const dt = profile.timeDeltas!;
    const counts = new Map<number, number>();
    profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
    if (run === 0) {
      // Busy periods: consecutive non-idle samples; for each over 50 ms, what ran at its root and in it.
      let t = profile.startTime;
      type Task = { start: number; end: number; roots: Map<string, number>; keys: Map<string, number> };
      const tasks: Task[] = [];
      let cur: Task | null = null;
      const rootOf = (id: number) => {
        const chain: number[] = [];
        let up: number | undefined = id;
        while (up !== undefined) { chain.push(up); up = parent.get(up); }
        chain.reverse();
        const first = chain[1] ? byId.get(chain[1])! : byId.get(id)!;
        const second = chain[2] ? srcOf(chain[2]) + ' ' + (byId.get(chain[2])!.callFrame.functionName || '') : '';
        return `${first.callFrame.functionName || '(anon)'} > ${second}`;
      };
      profile.samples!.forEach((id, i) => {
        t += dt[i] ?? 0;
        const name = byId.get(id)!.callFrame.functionName;
        if (name === '(idle)') { if (cur) { tasks.push(cur); cur = null; } return; }
        if (!cur) cur = { start: t, end: t, roots: new Map(), keys: new Map() };
        cur.end = t;
        const r = rootOf(id);
        cur.roots.set(r, (cur.roots.get(r) ?? 0) + (dt[i] ?? 0) / 1000);
        let k = srcOf(id).replace(/:\d+$/, '').split('/').slice(0, 3).join('/');
        if (process.env.APPFRAME) {
          let up: number | undefined = id;
          k = '(no app frame)';
          while (up !== undefined) { const s2 = srcOf(up); if (s2.startsWith('src/')) { k = s2.replace(/:\d+$/, ''); break; } up = parent.get(up); }
        }
        cur.keys.set(k, (cur.keys.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
      });
      if (cur) tasks.push(cur);
      for (const task of tasks.filter((x) => x.end - x.start > 50_000)) {
        console.log(`TASK at ${((task.start - profile.startTime) / 1000).toFixed(0)} ms, ${((task.end - task.start) / 1000).toFixed(0)} ms`);
        for (const [k, ms] of [...task.roots].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`   root ${ms.toFixed(0).padStart(4)} ${k}`);
        for (const [k, ms] of [...task.keys].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`   self ${ms.toFixed(0).padStart(4)} ${k}`);
      }
    }
    for (const [id, us] of counts) {
      const n = byId.get(id)!;
      const cf = n.callFrame;
      let key = cf.functionName || '(anon)';
      if (cf.url) {
        const map = mapOf(cf.url);
        if (map) {
          const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
          const src = (pos.source ?? '?').replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/');
          key = process.env.DEEP && src.includes(process.env.DEEP) ? src : `${src.split('/').slice(0, src.startsWith('nm:') ? 2 : 4).join('/')}`;
        } else key = cf.url.replace(/^.*\//, '');
      } else key = `(${cf.functionName || 'native'})`;
      totals.set(key, (totals.get(key) ?? 0) + us / 1000);
      const watch = process.env.WATCH;
      if (watch && key.includes(watch)) {
        let up = id;
        let src = srcOf(up);
        while (src.includes(watch) && parent.has(up)) { up = parent.get(up)!; src = srcOf(up); }
        const k2 = `  caller of ${watch}: ${src}`;
        totals.set(k2, (totals.get(k2) ?? 0) + us / 1000);
      }
    }
  }
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 70);
  for (const [k, ms] of sorted) console.log((ms / 3).toFixed(1).padStart(7), k);
} finally {
  await browser.close();
  await server.stop();
}
