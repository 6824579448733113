import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts';

/** One Chromium per spec file; each test opens its own fresh context (no shared storage). */
export function useBrowser() {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return {
    /** `options` for the context, e.g. a viewport or reducedMotion. */
    newPage: async (baseURL: string, locale = 'en-US', options: BrowserContextOptions = {}): Promise<Page> => {
      const context = await holder.browser.newContext({ ...options, baseURL, locale });
      return context.newPage();
    },
  };
}
