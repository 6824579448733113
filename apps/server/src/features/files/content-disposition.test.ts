import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('Content-Disposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Überweisung März.pdf')).toBe(
      `attachment; filename="Uberweisung Marz.pdf"; filename*=UTF-8''%C3%9Cberweisung%20M%C3%A4rz.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks in the name', () => {
    const header = contentDisposition('inline', 'a"; filename="evil.html\\\r\n.pdf');
    expect(header).toBe(
      `inline; filename="a_; filename=_evil.html___.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5C%0D%0A.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('encodes the characters RFC 5987 leaves out of attr-char', () => {
    expect(contentDisposition('attachment', "it's (final)*.txt")).toContain(
      `filename*=UTF-8''it%27s%20%28final%29%2A.txt`,
    );
  });

  it('replaces a name with nothing printable in ASCII', () => {
    expect(contentDisposition('attachment', '報告書.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A%E6%9B%B8.pdf`,
    );
  });
});
