import { describe, expect, it } from 'vitest';
import { pickMessages } from './english-subset.ts';

describe('the English the sign-in screen ships with', () => {
  const messages = { auth: { login: 'Log in' }, errors: { codes: { X: 'x' }, rules: { r: 'r' } }, users: { u: 'u' } };

  it('keeps the named sections whole, less the parts left out, and leaves en.json as it was', () => {
    expect(pickMessages(messages, ['auth', 'errors'], ['errors.rules'])).toEqual({
      auth: { login: 'Log in' },
      errors: { codes: { X: 'x' } },
    });
    expect(messages.errors.rules).toEqual({ r: 'r' });
  });

  it('takes a part of a section by its dot path', () => {
    expect(pickMessages(messages, ['errors.codes', 'users'], [])).toEqual({
      errors: { codes: { X: 'x' } },
      users: { u: 'u' },
    });
  });

  it('fails the build when a part to take is not there', () => {
    expect(() => pickMessages(messages, ['auth.logon'], [])).toThrow(/auth\.logon/);
  });

  it('fails the build when a part to leave out is not there (renamed in en.json)', () => {
    expect(() => pickMessages(messages, ['errors'], ['errors.ruless'])).toThrow(/errors\.ruless/);
  });
});
