/**
 * SQLSTATE classes and driver errors that mean "the database is not there right now" (restarting, failing
 * over, the network cut), as opposed to a query the database refused.
 * 08: connection exception; 57P01–57P03: shut down by an administrator, crash, or still starting.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
// node-postgres reports a dropped connection and a pool that cannot connect in time by message only.
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(e!.message as string)))
      return true;
  }
  return false;
}
