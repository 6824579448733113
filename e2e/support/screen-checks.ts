import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** A small phone's first screen, where a screen's first entry must show without scrolling. */
export const SMALL_PHONE = { width: 375, height: 667 } as const;
export type TViewport = typeof DESKTOP | typeof PHONE;

const screenshots = path.resolve(import.meta.dirname, '../../test-results/screens');
const SCREENSHOT_EVERY_SCREEN = process.env.E2E_SCREENSHOTS === 'true';

/**
 * Waits until the screen is drawn with its data: its main heading (or `ready`), no spinner, nothing in flight.
 * Lists load after the heading, so a screen that must show rows passes them as `ready`.
 */
export async function settle(page: Page, ready?: Locator): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  if (ready) await ready.waitFor({ timeout: 15_000 });
  await expect
    .poll(() => page.locator('.mantine-Loader-root, [aria-busy="true"]').filter({ visible: true }).count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await requestsSettled(page);
  await waitForAnimations(page);
}

const inFlight = new WeakMap<Page, { count: number }>();

/** Counts the page's requests in flight, for settle(); call once per page, before its first visit. */
export function trackRequests(page: Page): void {
  const state = { count: 0 };
  inFlight.set(page, state);
  page.on('request', () => (state.count += 1));
  page.on('requestfinished', () => (state.count -= 1));
  page.on('requestfailed', () => (state.count -= 1));
}

/**
 * No request in flight twice in a row, 100 ms apart. Quicker than Playwright's networkidle (500 ms of quiet per
 * visit, a minute over this suite), and the polling screens (the bell, bulk results) still settle between polls.
 */
async function requestsSettled(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) return;
  let quiet = 0;
  for (let tries = 0; quiet < 2 && tries < 100; tries += 1) {
    quiet = state.count <= 0 ? quiet + 1 : 0;
    if (quiet < 2) await page.waitForTimeout(100);
  }
}

/** Modals, menus and drawers fade in; axe must judge their colours when they are fully drawn. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.waitForTimeout(50);
}

/**
 * Axe (serious/critical), on a phone no page-wide sideways scrolling, top-bar controls that do not overlap, and
 * badges drawn whole. A full-page screenshot goes to test-results/screens/ when a check fails, and of every screen
 * with E2E_SCREENSHOTS=true (to look the screens over): the 210 of a run took 40 to 100 s of it (2026-12-01).
 */
export async function checkScreen(page: Page, name: string, viewport: TViewport): Promise<void> {
  if (SCREENSHOT_EVERY_SCREEN) await screenshot(page, name, viewport);
  try {
    await expectNoSeriousA11yViolations(page, `${name} at ${viewport.width} px`);
    const overflow = await page.evaluate(measureOverflow);
    expect(
      overflow.scrollWidth,
      `${name} at ${viewport.width} px scrolls sideways (${overflow.scrollWidth} > ${overflow.innerWidth}); widest: ${overflow.widest}`,
    ).toBeLessThanOrEqual(overflow.innerWidth + 1);
    expect(await page.evaluate(overlappingTopBarControls), `${name} at ${viewport.width} px: top bar`).toEqual([]);
    expect(await page.evaluate(cutBadges), `${name} at ${viewport.width} px: badges cut short`).toEqual([]);
  } catch (failure) {
    if (!SCREENSHOT_EVERY_SCREEN) await screenshot(page, name, viewport).catch(() => undefined);
    throw failure;
  }
}

async function screenshot(page: Page, name: string, viewport: TViewport): Promise<void> {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}-${viewport.width}.png`), fullPage: true });
}

/** The badges drawn with an ellipsis ("NE…" for "Needs attention"): a badge is whole or not there. In the page. */
function cutBadges(): string[] {
  return [...document.querySelectorAll('.mantine-Badge-root')]
    .filter((badge) => badge.checkVisibility())
    .filter((badge) => {
      const label = badge.querySelector('.mantine-Badge-label') ?? badge;
      return label.scrollWidth > label.clientWidth + 1;
    })
    .map((badge) => badge.textContent ?? '');
}

/** Pairs of top-bar controls drawn over each other (a menu that outgrew the bar), as seen on screen. In the page. */
function overlappingTopBarControls(): string[] {
  const header = document.querySelector('header');
  if (!header) return [];
  // What a control shows once its scrolling or clipping ancestors cut it.
  const shownBox = (element: Element) => {
    let { left, right, top, bottom } = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent && parent !== header; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, right, top, bottom };
  };
  const controls = [...header.querySelectorAll('a, button')]
    .filter((element) => element.checkVisibility())
    .map((element) => ({ element, box: shownBox(element) }))
    .filter(({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1);
  const overlaps: string[] = [];
  const nameOf = (element: Element) =>
    element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
  controls.forEach((a, i) => {
    for (const b of controls.slice(i + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 1 && height > 1) overlaps.push(`"${nameOf(a.element)}" overlaps "${nameOf(b.element)}"`);
    }
  });
  return overlaps;
}

/** The page's width, and the element reaching furthest right to name the culprit of an overflow. In the page. */
function measureOverflow() {
  let widest = 'none';
  let right = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    // Whatever sits inside a sideways-scrolling box does not widen the page.
    const scroller = element.parentElement?.closest('.mantine-Table-scrollContainer, .mantine-ScrollArea-viewport');
    if (box.right > right && !scroller) {
      right = box.right;
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : '';
      widest = `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right edge ${Math.round(right)} px)`;
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
}

const mainNav = (page: Page) => page.locator(`nav[aria-label="${en.shell.mainNavigation}"]`);
/** The sidebar's panel (SIDEBAR_ID in top-bar.tsx), there whether or not its links are made yet. */
const sidebarPanel = (page: Page) => page.locator('#app-sidebar');
const burger = (page: Page) => page.getByRole('button', { name: en.shell.toggleNavigation }).filter({ visible: true });

/**
 * True when the sidebar's panel is out of sight and out of the Tab order. The panel, not its links: on a phone
 * the links are made only when the panel first opens (app-layout.tsx).
 */
async function navIsPutAway(page: Page): Promise<{ offscreen: boolean; inert: boolean }> {
  return sidebarPanel(page).evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    return {
      offscreen: box.right <= 0 || box.left >= window.innerWidth || box.width === 0,
      inert: nav.closest('[inert]') !== null,
    };
  });
}

/** On a phone the sidebar is folded away behind the burger, and takes no keyboard focus while folded. */
export async function expectCollapsedSidebar(page: Page, name: string): Promise<void> {
  expect(await burger(page).count(), `${name}: one visible menu button on a phone`).toBe(1);
  expect(await burger(page).getAttribute('aria-expanded'), `${name}: the menu button says it is closed`).toBe('false');
  expect(await navIsPutAway(page), `${name}: the sidebar is folded away`).toEqual({ offscreen: true, inert: true });
}

/** Opens the phone sidebar from its burger with the keyboard, and checks it is on screen and in the Tab order. */
export async function openPhoneSidebar(page: Page): Promise<Locator> {
  await tabTo(page, burger(page));
  await page.keyboard.press('Enter');
  await waitForAnimations(page);
  expect(await burger(page).getAttribute('aria-expanded')).toBe('true');
  expect(await navIsPutAway(page)).toEqual({ offscreen: false, inert: false });
  return mainNav(page);
}

/**
 * Every table and every card list on the page fits: neither it, its box, what surrounds it nor the page is wider
 * than its room, and each control in its rows or cards (the row actions, links, switches, check boxes) lies
 * within the viewport and is what a click at its centre would reach (nothing drawn over it). Each control is
 * brought into view first, as a user would scroll to it. Card lists are `main [role="list"]` (the folder view on
 * a phone); a DataTable on a phone is cards drawn from the table itself, measured as a table.
 */
export async function expectTablesFit(page: Page, name: string): Promise<void> {
  const problems = await page.evaluate(async () => {
    const found: string[] = [];
    const label = (element: Element) =>
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    const lists = [
      // A grid (the completeness matrix) is a spreadsheet view: it scrolls sideways inside its own box by design,
      // its first column pinned, and the arrow keys move through it.
      ...[...document.querySelectorAll('main table:not([role="grid"])')].map((table) => ({
        name: table.getAttribute('aria-label') ?? 'a table',
        box: table.closest('.mantine-Table-scrollContainer') ?? table.parentElement!,
        controls: table.querySelectorAll('tbody a, tbody button, tbody input'),
        element: table,
      })),
      ...[...document.querySelectorAll('main [role="list"]')].map((list) => ({
        name: list.getAttribute('aria-label') ?? 'a list',
        box: list,
        controls: list.querySelectorAll('[role="listitem"] :is(a, button, input)'),
        element: list,
      })),
    ];
    for (const { name: listName, box, controls, element } of lists) {
      if (!element.checkVisibility()) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(`${listName} scrolls sideways (${box.scrollWidth} > ${box.clientWidth})`);
      }
      // What sits beside the list in its card (a folder trail, a filter) must fit as well: a card that clips it
      // hides the overflow from the page's own scroll width.
      for (let around = box.parentElement; around && around.closest('main'); around = around.parentElement) {
        if (around.scrollWidth > around.clientWidth + 1) {
          // The element reaching furthest right (the innermost on a tie) names the culprit.
          const widest = [...around.querySelectorAll('*')].reduce((a, b) =>
            b.getBoundingClientRect().right >= a.getBoundingClientRect().right ? b : a,
          );
          found.push(
            `the box around ${listName} is wider inside than out (${around.scrollWidth} > ${around.clientWidth}): ${widest.tagName.toLowerCase()}.${widest.className}`,
          );
          break;
        }
      }
      for (const control of controls) {
        if (!control.checkVisibility()) continue;
        // A switch's input is drawn as its track: its label's box is what a user clicks.
        const target = control.matches('input') ? (control.closest('label') ?? control) : control;
        target.scrollIntoView({ block: 'center', inline: 'nearest' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const rect = target.getBoundingClientRect();
        if (rect.left < 0 || rect.right > window.innerWidth + 1) {
          found.push(
            `${listName}: "${label(control)}" is outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)})`,
          );
          continue;
        }
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        if (!hit || !(target === hit || target.contains(hit) || hit.contains(target))) {
          found.push(`${listName}: "${label(control)}" is covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}`);
        }
      }
    }
    // Scrolling to each control must not have pushed the page sideways either.
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    }
    window.scrollTo(0, 0);
    return found;
  });
  expect(problems, `${name}: tables and card lists that do not fit`).toEqual([]);
}

/** A heading as the page draws it: soft hyphens (German compounds) are where it may break, not text. */
const plainHeading = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Each named column shows in the page's tables at this width (`headings` in the page's language). */
export async function expectColumnsShown(page: Page, headings: string[], name: string): Promise<void> {
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll('main table thead th')]
      .filter((th) => th.checkVisibility())
      .map((th) => th.textContent ?? ''),
  );
  const missing = headings.map(plainHeading).filter((heading) => !shown.map(plainHeading).includes(heading));
  expect(missing, `${name}: columns left out (shown: ${shown.map(plainHeading).join(' | ')})`).toEqual([]);
}

/**
 * True when the element's text is all drawn: it is not cut inside its own box (an ellipsis, a line clamp), and no
 * box around it that clips (overflow other than visible) cuts it either. In the page.
 */
function drawnWhole(element: Element): boolean {
  if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) return false;
  const box = element.getBoundingClientRect();
  for (let around = element.parentElement; around; around = around.parentElement) {
    const style = getComputedStyle(around);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = around.getBoundingClientRect();
    if (box.left < clip.left - 1 || box.right > clip.right + 1) return false;
  }
  return true;
}

/**
 * Each name can be read whole at this width, as a user would: it is drawn whole, or it is drawn whole once
 * tapped (a name cut to two lines on a phone shows the rest on a tap). A tooltip or a title does not count:
 * a phone shows neither.
 */
export async function expectFullNamesReachable(page: Page, names: string[], screen: string): Promise<void> {
  for (const name of names) {
    const element = page.getByText(name, { exact: true }).filter({ visible: true }).first();
    await element.scrollIntoViewIfNeeded();
    if (!(await element.evaluate(drawnWhole))) await element.click();
    expect(await element.evaluate(drawnWhole), `${screen}: "${name}" cannot be read whole, even tapped`).toBe(true);
  }
}

/** `target` is on the first screen of a phone (375 × 667): the user sees it without scrolling. */
export async function expectOnFirstScreen(page: Page, target: Locator, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, `${name}: nothing to find on the first screen`).not.toBeNull();
  expect(box!.y + box!.height, `${name}: the first entry is below the first screen (${height} px)`).toBeLessThanOrEqual(
    height,
  );
}
