import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails with what had the
 * focus at each step when it is never reached: a control that Tab cannot reach is a keyboard trap or a hole.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}) {
  const { max = 40, backwards = false } = options;
  await target.waitFor();
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`Tab never reached ${target} in ${max} presses; the focus went:\n  ${visited.join('\n  ')}`);
}

/** What has the focus, for a failure message: tag, accessible label or text. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent?.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${name ?? ''}"`;
  });
}

/**
 * The focused element shows where the focus is: an outline or a box-shadow ring (WCAG 2.4.7). Mantine draws its
 * ring as an outline on :focus-visible, which only keyboard use triggers.
 */
export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      description: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} / ${style.boxShadow}`,
    };
  });
  expect(ring, `${what}: nothing has the focus`).not.toBeNull();
  expect(ring!.outline || ring!.shadow, `${what}: no focus ring (${ring!.description})`).toBe(true);
}
