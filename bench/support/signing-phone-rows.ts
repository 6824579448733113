/** The phone rows and notes of bench/signing.bench.ts, from what bench/support/signing-phone.ts measured. */
import os from 'node:os';
import { fmt, median, ms1, spread, type Row } from './measure.ts';
import { CPU_SLOWDOWN, PHONE_PROFILE, type measurePhoneFirstRender, type TVisit } from './signing-phone.ts';

export const TARGET_FIRST_PAGE_MS = 1500;
type TPhone = Awaited<ReturnType<typeof measurePhoneFirstRender>>;

const { viewport, deviceScaleFactor } = PHONE_PROFILE;
const profile = `${viewport.width}x${viewport.height} @${deviceScaleFactor}x, ${CPU_SLOWDOWN}x CPU`;
const list = (values: number[]) => values.map((v) => fmt(v)).join(', ');
const afterClick = (visits: TVisit[], moment: (v: TVisit) => number) => visits.map((v) => moment(v) - v.clicked);

export function phoneRows(phone: TPhone, pages: number): Row[] {
  const firstMs = afterClick(phone.first, (v) => v.painted);
  const reopenedMs = phone.reopened.map((v) => v.painted);
  return [
    {
      what: `Phone (${profile}): ${pages}-page PDF, first page painted after the click that shows it (first visit)`,
      measured: `${spread(firstMs, ms1)} ms`,
      baseline: `its bytes in ${ms1(median(afterClick(phone.first, (v) => v.documentArrived)))} ms after the click`,
      ratio: '-',
      target: `median < ${TARGET_FIRST_PAGE_MS} ms`,
      pass: median(firstMs) < TARGET_FIRST_PAGE_MS,
    },
    {
      what: `Phone (${profile}): the link reopened in a fresh browser, navigation to first page painted`,
      measured: `${spread(reopenedMs, ms1)} ms`,
      baseline: `its bytes in at ${ms1(median(phone.reopened.map((v) => v.documentArrived)))} ms`,
      ratio: '-',
      target: `median < ${TARGET_FIRST_PAGE_MS} ms`,
      pass: median(reopenedMs) < TARGET_FIRST_PAGE_MS,
    },
  ];
}

export function phoneNotes(phone: TPhone): string[] {
  const load = os
    .loadavg()
    .map((v) => fmt(v, 1))
    .join(' / ');
  return [
    `Phone rows: Chromium (playwright-core, the system chromium, headless) at ${viewport.width} x ${viewport.height}, deviceScaleFactor ${deviceScaleFactor}, isMobile, hasTouch, the page's main thread slowed ${CPU_SLOWDOWN}x (CDP Emulation.setCPUThrottlingRate; Chromium refuses it for workers, so pdf.js's worker parses at the machine's speed); a fresh browser context (empty HTTP cache) per visit; the real server on PGlite; a ${fmt(phone.pdfBytes / 1024)} KiB letter (embedded DejaVu Sans subsets, text and ruled boxes on every page), one envelope per run sent to a person by link with one signature field, verification "signed in" (a link signer confirms an e-mailed code). ${phone.first.length} runs after a warm-up one; min / median / max.`,
    `First visit: consent, the e-mailed code (read from the firm's outbox), Confirm; the document is shown only then, so its time runs from that click to the first page painted (two animation frames after pdf.js finished it, taken in the page): ${list(afterClick(phone.first, (v) => v.painted))} ms; pdf.js's worker in ${list(afterClick(phone.first, (v) => v.pdfjsArrived))} ms and the PDF in ${list(afterClick(phone.first, (v) => v.documentArrived))} ms after the click. Navigation to painted, with the bench's own consent and code typing: ${list(phone.first.map((v) => v.painted))} ms.`,
    `Reopened: the same link in a fresh browser, the document straight away: painted at ${list(phone.reopened.map((v) => v.painted))} ms after navigation; pdf.js's worker in at ${list(phone.reopened.map((v) => v.pdfjsArrived))} ms, the PDF at ${list(phone.reopened.map((v) => v.documentArrived))} ms.`,
    `Load average at the end: ${load} on ${os.cpus().length} CPUs (a shared machine: other work inflates these times).`,
  ];
}
