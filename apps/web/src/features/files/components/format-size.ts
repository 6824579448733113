const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A byte count as the folder view shows it (spec §3): base 1024, two decimals, up to YB — "512.00 B",
 * "1.50 KB", "3.00 GB". Beyond YB the number simply grows.
 */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Round first, so 1023.999 KB shows as "1.00 MB" rather than "1024.00 KB".
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}
