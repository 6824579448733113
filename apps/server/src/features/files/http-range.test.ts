import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range.ts';

describe('Range header', () => {
  it.each([
    ['bytes=2-5', { start: 2, end: 5 }],
    ['bytes=2-', { start: 2, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    ['bytes=5-100', { start: 5, end: 9 }],
    ['bytes=10-12', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    // Served whole: not one well-formed byte range.
    ['bytes=1-2,4-5', undefined],
    ['bytes=5-2', undefined],
    ['items=1-2', undefined],
    ['bytes=-', undefined],
    [undefined, undefined],
  ])('reads %j on a 10-byte file as %j', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });

  it('finds nothing satisfiable in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
