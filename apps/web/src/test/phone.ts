import { vi } from 'vitest';

/**
 * The screen as a phone: every `max-width` media query matches (Mantine's `useMediaQuery`, the shell's
 * breakpoints), every `min-width` one does not. Restored after the test (setup.ts restores all mocks).
 */
export function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
