import { paths } from '@ledgerport/contract';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadAllMessages } from './all-messages.ts';
import { i18n } from './i18n.ts';
import { signedOutMessages } from './signed-out-messages.ts';
import { SIGNED_OUT_SECTIONS } from './signed-out-sections.ts';

/**
 * The sign-in screen downloads only part of English (signed-out-messages.ts); the rest comes with the signed-in
 * shell. Every screen reachable without a session must find all its messages in that part, or a user would
 * read a raw key.
 */
describe('English before sign-in', () => {
  const missing = new Set<string>();
  // i18next's options object exists once the test setup has started it.
  const options = () => i18n.options as { saveMissing?: boolean; missingKeyHandler?: unknown };
  let saved = {};

  beforeAll(async () => {
    await loadAllMessages(); // the test setup's, done before the swap below
    saved = { saveMissing: options().saveMissing, missingKeyHandler: options().missingKeyHandler };
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', structuredClone(signedOutMessages));
    options().saveMissing = true;
    options().missingKeyHandler = (_languages: readonly string[], _namespace: string, key: string) => missing.add(key);
  });

  afterAll(() => {
    Object.assign(options(), saved);
    i18n.addResourceBundle('en', 'translation', en, true, true);
  });

  it.each([
    [paths.login, 'Log in'],
    [paths.register, en.registration.title],
    [paths.forgotPassword, en.passwordReset.forgotTitle],
    [`${paths.resetPassword}?token=abc`, en.passwordReset.resetTitle],
    [paths.otpValidation, en.registration.otp.title],
    [paths.terms, en.terms.title],
    [paths.notMe, en.auth.notMe.title],
  ])('%s says everything in words, with the signed-out messages only', async (path, heading) => {
    fakeApi({});
    renderApp(path);
    expect(await screen.findByText(heading, { exact: false })).toBeInTheDocument();
    expect([...missing]).toEqual([]);
  });

  it('has the parts it names from en.json unchanged, less the validation texts English takes from the server', () => {
    const at = (tree: object, dotted: string) =>
      dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const dotted of SIGNED_OUT_SECTIONS.filter((path) => path !== 'errors')) {
      expect(at(signedOutMessages, dotted)).toEqual(at(en, dotted));
    }
    const { rules, ...errors } = en.errors;
    expect(signedOutMessages.errors).toEqual(errors);
    expect(Object.keys(rules).length).toBeGreaterThan(0);
  });
});
