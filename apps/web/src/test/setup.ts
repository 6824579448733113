import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from '../lib/session/session-store.ts';
import { loadAllMessages } from '../lib/i18n/all-messages.ts';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';

// jsdom lacks what Mantine measures and listens to.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// A screen is a lazily loaded chunk: on a loaded 2-core CI machine its first render can take well over the
// library's default 1 s for `findBy…`/`waitFor`. The per-test allowance (vite.config.ts) still bounds each test.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  // Tests render signed-in screens on their own too, without the shell that brings the rest of English.
  await loadAllMessages();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
