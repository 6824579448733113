import type { RunningServer } from '../../../e2e/support/server-process.ts';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.ts';

/**
 * The database a crash test's server runs on: none (PGlite in the server's data directory) or, with
 * TEST_DB=postgres, a scratch database on the DATABASE_URL server, dropped by the cleanup it registers.
 */
export async function crashTestDatabase(onCleanup: (cleanup: () => Promise<unknown>) => void) {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_crash');
  onCleanup(() => scratch.drop());
  return scratch.url;
}

/** SIGKILL: no shutdown, no cleanup, claims and connections left as they are. Resolves once the process is gone. */
export const killed = (server: RunningServer) =>
  new Promise<void>((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGKILL');
  });
