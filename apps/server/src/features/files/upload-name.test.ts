import { describe, expect, it } from 'vitest';
import { safeUploadName } from './upload-name.ts';

describe('upload file names', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['  spaced out.txt  ', 'spaced out.txt'],
    ['tab\there\u0085.txt', 'tabhere.txt'],
    ['50% off.pdf', '50% off.pdf'],
    ['Cafe\u0301.pdf', 'Café.pdf'], // decomposed (macOS) becomes composed
  ])('stores %j as %j', (given, stored) => {
    expect(safeUploadName(given)).toEqual({ ok: true, name: stored });
  });

  it.each([
    '',
    '   ',
    '.',
    '..',
    '../x.pdf',
    'a/b.pdf',
    'a\\b.pdf',
    'a\u0000.pdf',
    '..%2fx',
    '%2e%2e',
    '.ledgerport.json',
    '.LEDGERPORT-x',
  ])('refuses %j', (given) => {
    expect(safeUploadName(given).ok).toBe(false);
  });

  it.each([
    ['a right-to-left override ("txt.exe" on screen)', '\u202eexe.txt'],
    ['a right-to-left isolate', 'invoice\u2067fdp.exe'],
    ['a zero-width space', 'statement\u200b.pdf'],
    ['a zero-width joiner', 'W\u200d2.pdf'],
    ['a byte-order mark', '\ufeffreport.pdf'],
  ])('refuses a name with %s, saying why in words the screen translates', (_, given) => {
    expect(safeUploadName(given)).toEqual({
      ok: false,
      reason: 'Names may not contain invisible or direction-changing characters',
    });
  });

  it.each([
    'a<b.pdf',
    'a>b.pdf',
    'Q1: report.pdf',
    'say "hi".txt',
    'say %22hi%22.txt',
    'a|b.pdf',
    'why?.pdf',
    'all*.pdf',
  ])('refuses %j by the name rule, so the screen names the characters Windows forbids', (given) => {
    expect(safeUploadName(given)).toMatchObject({ ok: false, rule: 'FORBIDDEN_CHARACTER' });
  });

  it('cuts a long name to 200 characters, keeping the extension whole', () => {
    const result = safeUploadName(`${'b'.repeat(250)}.pdf`);
    expect(result).toEqual({ ok: true, name: `${'b'.repeat(196)}.pdf` });
  });

  it('keeps a long non-ASCII name within what file systems accept', () => {
    const result = safeUploadName(`${'ж'.repeat(180)}.pdf`);
    expect(result.ok && Buffer.byteLength(result.name)).toBeLessThanOrEqual(240);
    expect(result.ok && result.name.endsWith('ж.pdf')).toBe(true);
  });
});
