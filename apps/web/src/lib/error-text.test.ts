import { ERROR_CODES, LOCALES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorText } from './error-text.ts';
import { i18n } from './i18n/i18n.ts';

const t = i18n.t.bind(i18n);
const exists = (key: string) => i18n.exists(key);

describe('error messages', () => {
  it.each(LOCALES)('every contract error code has its own %s text', async (locale) => {
    await i18n.loadLanguages(locale);
    const missing = ERROR_CODES.filter((code) => !i18n.getResource(locale, 'translation', `errors.codes.${code}`));
    expect(missing).toEqual([]);
  });

  it('shows the translated text for a known code, not the server English', async () => {
    await i18n.changeLanguage('de');
    const error = new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect(errorText(t, error, exists)).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('falls back to the server message only for a code this build does not know', () => {
    const error = new ApiError({ status: 409, code: 'SOMETHING_NEW', message: 'A newer server says so' });
    expect(errorText(t, error, exists)).toBe('A newer server says so');
    expect(errorText(t, new Error('boom'), exists)).toBe('Something went wrong. Please try again.');
  });
});
