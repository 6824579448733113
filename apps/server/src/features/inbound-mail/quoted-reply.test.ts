import { describe, expect, it } from 'vitest';
import { stripQuotedReply } from './quoted-reply.ts';

describe('a reply without what it quotes (issue 34)', () => {
  it.each([
    ['Gmail', 'Thanks!\n\nOn Mon, 3 Mar 2026 at 10:00, Firm <a@b.test> wrote:\n> Old text'],
    ['a wrapped attribution', 'Thanks!\n\nOn Mon, 3 Mar 2026 at 10:00, Harbourview CPA\n<a@b.test> wrote:\n> Old'],
    ['Outlook', 'Thanks!\r\n\r\n-----Original Message-----\r\nFrom: Firm\r\nSent: Monday'],
    ['German Outlook', 'Thanks!\n\n-----Ursprüngliche Nachricht-----\nVon: Kanzlei'],
    ['German Thunderbird', 'Thanks!\n\nAm 03.03.2026 um 10:00 schrieb Kanzlei:\n> Alt'],
    ['a bare quote', 'Thanks!\n> Old text\n> more'],
  ])('cuts %s', (_name, text) => {
    expect(stripQuotedReply(text)).toBe('Thanks!');
  });

  it('keeps a reply that quotes nothing, and is empty when all of it is a quote', () => {
    expect(stripQuotedReply('Line one\nLine two\n')).toBe('Line one\nLine two');
    expect(stripQuotedReply('> only\n> quoted')).toBe('');
    expect(stripQuotedReply('')).toBe('');
  });
});
