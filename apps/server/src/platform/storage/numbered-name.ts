import { MAX_NAME_BYTES } from './safe-path.ts';

/**
 * The n-th alternative for a name already taken, the way desktop file managers do it: "report.pdf" →
 * "report (1).pdf"; "notes" → "notes (1)"; ".profile" → ".profile (1)" (a leading dot is not an extension).
 * The stem is shortened when the suffix would push the name past what file systems accept.
 */
export function numberedName(name: string, n: number): string {
  if (n === 0) return name;
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0;
  const extension = hasExtension ? name.slice(dot) : '';
  let stem = hasExtension ? name.slice(0, dot) : name;
  const suffix = ` (${n})`;
  while (stem.length > 1 && Buffer.byteLength(stem + suffix + extension) > MAX_NAME_BYTES) {
    stem = Array.from(stem).slice(0, -1).join('');
  }
  return `${stem}${suffix}${extension}`;
}

/** How many alternatives write() tries before giving up: far more than any real folder needs. */
export const MAX_NAME_ATTEMPTS = 10_000;
