export type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes. Only one `bytes=` range is served: anything else
 * (several ranges, other units, garbage) is ignored and the whole file sent, which RFC 9110 allows.
 * 'unsatisfiable' means a well-formed range that lies outside the file (answer 416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;

  if (from === '') {
    // A suffix: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
