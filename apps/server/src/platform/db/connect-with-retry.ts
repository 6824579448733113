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
 * DATABASE_CONNECT_TIMEOUT_SECONDS turns that race into a short delay instead of a failed start.
 * Anything but a connection failure (wrong password, missing database) is thrown at once.
 */
export async function connectWithRetry(probe: () => Promise<unknown>, { url, timeoutMs, onRetry }: RetryOptions) {
  const started = Date.now();
  let waitMs = 500;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      const code = String((error as { code?: unknown }).code ?? '');
      if (!TRANSIENT.has(code)) throw error;
      const elapsedMs = Date.now() - started;
      if (elapsedMs + waitMs > timeoutMs) {
        const { where } = describeDatabaseUrl(url);
        throw new StartupFailure(
          `The PostgreSQL server at ${where} could not be reached for ${Math.round(elapsedMs / 1000)} s (${code}).`,
          'Start PostgreSQL or fix the host and port in DATABASE_URL; DATABASE_CONNECT_TIMEOUT_SECONDS sets how long to wait.',
          error,
        );
      }
      onRetry?.({ code, waitMs, elapsedMs });
      await sleep(waitMs);
      waitMs = Math.min(waitMs * 2, 5000);
    }
  }
}
