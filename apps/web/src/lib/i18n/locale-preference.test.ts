import { describe, expect, it } from 'vitest';
import { pickInitialLocale } from './locale-preference.ts';

describe('first language', () => {
  it("prefers this browser's stored choice, then the user's language, then the browser's, then English", () => {
    expect(pickInitialLocale({ stored: 'it', userLocale: 'de', browserLanguages: ['ru'] })).toBe('it');
    expect(pickInitialLocale({ stored: null, userLocale: 'de', browserLanguages: ['ru'] })).toBe('de');
    expect(pickInitialLocale({ stored: null, userLocale: null, browserLanguages: ['fr-FR', 'es-MX'] })).toBe('es');
    expect(pickInitialLocale({ stored: null, userLocale: undefined, browserLanguages: ['fr', 'ja'] })).toBe('en');
  });
});
