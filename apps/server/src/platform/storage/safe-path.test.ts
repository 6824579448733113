import { describe, expect, it } from 'vitest';
import { numberedName } from './numbered-name.ts';
import { isListableName, toSafeName, toSafeSegments } from './safe-path.ts';
import { PathRefusedError } from './storage.ts';
import { TRAVERSAL_CORPUS } from './storage-contract.test-support.ts';

describe('safe paths', () => {
  it('accepts the names people give documents', () => {
    expect(toSafeSegments('')).toEqual([]);
    expect(toSafeSegments('Bank Statements/2026/50% report.pdf')).toEqual([
      'Bank Statements',
      '2026',
      '50% report.pdf',
    ]);
    expect(toSafeSegments('Überweisung März (1).pdf')).toEqual(['Überweisung März (1).pdf']);
    expect(toSafeSegments('100%25 done.txt')).toEqual(['100%25 done.txt']);
    expect(toSafeSegments('...and more.txt/a..b')).toEqual(['...and more.txt', 'a..b']);
    expect(toSafeSegments('.profile')).toEqual(['.profile']);
    expect(toSafeName('C.txt')).toBe('C.txt');
  });

  it('refuses every path of the traversal corpus', () => {
    for (const path of TRAVERSAL_CORPUS) {
      expect(() => toSafeSegments(path), JSON.stringify(path)).toThrow(PathRefusedError);
    }
  });

  it('refuses encodings at any depth and in either case', () => {
    for (const path of [
      '%2F',
      '%2f',
      '%252F',
      '%25252f',
      '%2525252F',
      '%5C',
      '%255c',
      '%2E%2E',
      '%252E%252E',
      '%7f',
      '%1b',
    ]) {
      expect(() => toSafeSegments(`a${path}b`), path).toThrow(PathRefusedError);
    }
  });

  it('takes one segment as a file name, and hides what cannot be addressed', () => {
    expect(() => toSafeName('Others/report.pdf')).toThrow(PathRefusedError);
    expect(() => toSafeName('')).toThrow(PathRefusedError);
    expect(() => toSafeName('x'.repeat(256))).toThrow(PathRefusedError);
    expect(isListableName('report.pdf')).toBe(true);
    expect(isListableName('.ledgerport.json')).toBe(false);
    expect(isListableName('.ledgerport-upload-1b2c.part')).toBe(false);
    expect(isListableName('back\\slash')).toBe(false);
  });
});

describe('numbered names for a name already taken', () => {
  it('numbers before the extension, treating a leading dot as part of the name', () => {
    expect(numberedName('report.pdf', 1)).toBe('report (1).pdf');
    expect(numberedName('archive.tar.gz', 2)).toBe('archive.tar (2).gz');
    expect(numberedName('README', 3)).toBe('README (3)');
    expect(numberedName('.profile', 1)).toBe('.profile (1)');
  });

  it('shortens the stem rather than exceed 255 bytes', () => {
    const name = numberedName(`${'ä'.repeat(125)}.pdf`, 12);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name.endsWith(' (12).pdf')).toBe(true);
  });
});
