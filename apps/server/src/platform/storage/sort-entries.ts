import type { StorageEntry } from './storage.ts';

/**
 * Folders first, then files, each by name. Case-insensitive first (what people expect), then by code unit, so
 * the order is total and the same on every server whatever its locale (localeCompare is not).
 */
export function sortEntries(entries: StorageEntry[]): StorageEntry[] {
  return entries.sort((a, b) => {
    if (a.isFile !== b.isFile) return a.isFile ? 1 : -1;
    return compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name);
  });
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
