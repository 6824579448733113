import { describe, expect, it } from 'vitest';
import { StartupFailure } from '../startup/startup-failure.ts';
import { connectWithRetry } from './connect-with-retry.ts';

const URL = 'postgres://ledgerport@db.example:5432/ledgerport';
const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

/**
 * A database that refuses connections until `readyAfterMs` (never, by default), recording when each try came.
 * The waits are real: 0.5 s, 1 s, then what is left of the timeout.
 */
function database(readyAfterMs = Number.POSITIVE_INFINITY) {
  const started = Date.now();
  const tries: number[] = [];
  const probe = async () => {
    const at = Date.now() - started;
    tries.push(at);
    if (at < readyAfterMs) throw refused();
  };
  return { probe, tries, elapsed: () => Date.now() - started };
}

// With DATABASE_CONNECT_TIMEOUT_SECONDS of 2.9 s the pauses (0.5, 1, 2 s) would overrun it after the try at 1.5 s.
const TIMEOUT_MS = 2900;

describe('the wait for PostgreSQL at start', () => {
  it('makes its last try at the deadline, and uses a database that answered just before it', async () => {
    const late = database(2600);
    await connectWithRetry(late.probe, { url: URL, timeoutMs: TIMEOUT_MS });
    expect(late.tries.length).toBe(4);
    expect(late.tries.at(-1)).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
  });

  it('gives up only once the whole wait has passed, saying how long it waited', async () => {
    const never = database();
    const waits: number[] = [];
    const failure = await connectWithRetry(never.probe, {
      url: URL,
      timeoutMs: TIMEOUT_MS,
      onRetry: ({ waitMs }) => waits.push(waitMs),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupFailure);
    expect((failure as StartupFailure).reason).toBe(
      'The PostgreSQL server at db.example:5432 could not be reached for 3 s (ECONNREFUSED).',
    );
    expect(never.tries.at(-1)).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(never.elapsed()).toBeGreaterThanOrEqual(TIMEOUT_MS);
    // Each pause announced is the one taken: the last is cut to end at the deadline.
    expect(waits.slice(0, 2)).toEqual([500, 1000]);
    expect(waits[2]).toBeLessThan(2000);
  });

  it('with a timeout of 0 tries once and gives up at once', async () => {
    const never = database();
    await expect(connectWithRetry(never.probe, { url: URL, timeoutMs: 0 })).rejects.toBeInstanceOf(StartupFailure);
    expect(never.tries).toEqual([expect.any(Number)]);
  });

  it('does not wait on a refusal that waiting cannot cure (a wrong password)', async () => {
    const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let tries = 0;
    const failure = connectWithRetry(
      async () => {
        tries += 1;
        throw wrongPassword;
      },
      { url: URL, timeoutMs: TIMEOUT_MS },
    );
    await expect(failure).rejects.toBe(wrongPassword);
    expect(tries).toBe(1);
  });
});
