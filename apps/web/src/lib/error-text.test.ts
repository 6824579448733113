import {
  ERROR_CODES,
  LOCALES,
  PASSWORD_RULE_MESSAGE,
  VALIDATION_MESSAGE_IDS,
  VALIDATION_MESSAGES,
} from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorText, fieldIssueText } from './error-text.ts';
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

  it.each([
    ['en', 1, 'Too many attempts. Try again in 1 second.'],
    ['ru', 45, 'Слишком много попыток. Повторите через 45 секунд.'],
    ['de', 600, 'Zu viele Versuche. Versuchen Sie es in 10 Minuten erneut.'],
  ] as const)('says in %s how long a throttled sign-in waits (%i s)', async (locale, seconds, text) => {
    await i18n.changeLanguage(locale);
    const details = [{ field: 'retry_after_seconds', message: String(seconds) }];
    const error = new ApiError({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many', details });
    expect(errorText(t, error, exists)).toBe(text);
  });

  it.each([
    ['en', 'This name cannot be used. The name cannot contain any of these characters: < > : " | ? *'],
    ['de', 'Dieser Name kann nicht verwendet werden. Der Name darf keines dieser Zeichen enthalten: < > : " | ? *'],
  ] as const)('names the characters Windows forbids when a name is refused for one (%s)', async (locale, text) => {
    await i18n.changeLanguage(locale);
    const details = [{ field: 'file', message: 'FORBIDDEN_CHARACTER' }];
    const error = new ApiError({ status: 400, code: 'NAME_REFUSED', message: 'This name cannot be used', details });
    expect(errorText(t, error, exists)).toBe(text);
  });

  it('falls back to the server message only for a code this build does not know', () => {
    const error = new ApiError({ status: 409, code: 'SOMETHING_NEW', message: 'A newer server says so' });
    expect(errorText(t, error, exists)).toBe('A newer server says so');
    expect(errorText(t, new Error('boom'), exists)).toBe('Something went wrong. Please try again.');
  });
});

describe('server field issues', () => {
  it.each(LOCALES)(
    'every catalogue rule has its own %s text, English word for word as the server says it',
    async (locale) => {
      await i18n.loadLanguages(locale);
      const text = (id: string) => i18n.getResource(locale, 'translation', `errors.rules.${id}`) as unknown;
      expect(VALIDATION_MESSAGE_IDS.filter((id) => typeof text(id) !== 'string')).toEqual([]);
      if (locale === 'en')
        expect(VALIDATION_MESSAGE_IDS.filter((id) => text(id) !== VALIDATION_MESSAGES[id])).toEqual([]);
    },
  );

  it('gives a Spanish user the Spanish password rule when the server refused the password', async () => {
    await i18n.changeLanguage('es');
    const issue = { field: 'password', message: PASSWORD_RULE_MESSAGE };
    expect(fieldIssueText(t, issue, 'es')).toBe(t('users.form.passwordRule'));
    expect(fieldIssueText(t, issue, 'es')).toMatch(/^La contraseña debe contener/);
  });

  it('says a catalogue rule in English exactly as the server wrote it', async () => {
    await i18n.changeLanguage('en');
    const issue = { field: 'roles', message: VALIDATION_MESSAGES.selectUserRole };
    expect(fieldIssueText(t, issue, 'en')).toBe('please select user role');
  });

  it('falls back for a message outside the catalogue: English as sent, elsewhere "check this value"', async () => {
    const issue = { field: 'user_type', message: 'Invalid option: expected one of "SuperAdmin"|"Admin"|"Processor"' };
    await i18n.changeLanguage('en');
    expect(fieldIssueText(t, issue, 'en')).toBe(issue.message);
    await i18n.changeLanguage('de');
    expect(fieldIssueText(t, issue, 'de')).toBe('Bitte prüfen Sie diesen Wert.');
  });
});
