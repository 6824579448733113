import type { Disposition } from './file-kind.ts';

/** RFC 5987 attr-char: everything else is percent-encoded in `filename*`. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header per RFC 6266: a plain-ASCII `filename` for old clients (non-ASCII letters lose
 * their accents, anything else becomes '_', quotes and backslashes removed so the quoted string cannot be
 * broken out of) and the exact name, UTF-8 and percent-encoded, in `filename*`, which modern browsers prefer.
 */
export function contentDisposition(disposition: Disposition, fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .trim() || 'download';
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
