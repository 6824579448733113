import { setTimeout as sleep } from 'node:timers/promises';
import { describeDatabaseUrl, StartupFailure } from '../startup/startup-failure.ts';

/** Errors that mean "not reachable yet": the server may be starting, restarting or failing over. */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P03',
]);

export type RetryOptions = {
  url: string;
  timeoutMs: number;
  /** Told before each wait, so the operator sees the start is waiting, not hanging. */
  onRetry?: (info: { code: string; waitMs: number; elapsedMs: number }) => void;
};

/**
 * Runs `probe` until the database answers. Containers and hosts often start the application before
 * PostgreSQL accepts connections: waiting with a growing pause (0.5 s doubling to 5 s) for up to
 * DATABASE_CONNECT_TIMEOUT_SECONDS turns that race into a short delay instead of a failed start. The last pause
 * is cut to end at the deadline, where one more try is made: a database that answers in the last seconds is
 * used, and the start gives up only once the whole wait has passed. Anything but a connection failure (wrong
 * password, missing database) is thrown at once.
 */
export async function connectWithRetry(probe: () => Promise<unknown>, { url, timeoutMs, onRetry }: RetryOptions) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let pauseMs = 500;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (!TRANSIENT.has(code)) throw error;
      const now = Date.now();
      const elapsedMs = now - started;
      if (now >= deadline) {
        const { where } = describeDatabaseUrl(url);
        throw new StartupFailure(
          `The PostgreSQL server at ${where} could not be reached for ${Math.round(elapsedMs / 1000)} s (${code}).`,
          'Start PostgreSQL or fix the host and port in DATABASE_URL; DATABASE_CONNECT_TIMEOUT_SECONDS sets how long to wait.',
          error,
        );
      }
      const waitMs = Math.min(pauseMs, deadline - now);
      onRetry?.({ code, waitMs, elapsedMs });
      await sleep(waitMs);
      pauseMs = Math.min(pauseMs * 2, 5000);
    }
  }
}
