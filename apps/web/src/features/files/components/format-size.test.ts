import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2 - 1, '1.00 MB'],
    [5 * 1024 ** 2 + 256 * 1024, '5.25 MB'],
    [200 * 1024 ** 2, '200.00 MB'],
    [1024 ** 3, '1.00 GB'],
    [2.5 * 1024 ** 4, '2.50 TB'],
    [1024 ** 5, '1.00 PB'],
    [1024 ** 6, '1.00 EB'],
    [1024 ** 7, '1.00 ZB'],
    [1024 ** 8, '1.00 YB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });

  it('stops at YB, however large the number', () => {
    expect(formatSize(2048 * 1024 ** 8)).toBe('2048.00 YB');
  });
});
