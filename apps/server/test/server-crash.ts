import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/platform/db/pglite.lazy.ts';
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

const hasExited = (server: RunningServer) => server.process.exitCode !== null || server.process.signalCode !== null;

/** Resolves once the process is gone, also when it already is (one that killed itself at a crash point). */
export const exited = (server: RunningServer) =>
  new Promise<void>((resolve) => (hasExited(server) ? resolve() : server.process.once('exit', () => resolve())));

/** SIGKILL: no shutdown, no cleanup, claims and connections left as they are. Resolves once the process is gone. */
export const killed = async (server: RunningServer) => {
  if (!hasExited(server)) server.process.kill('SIGKILL');
  await exited(server);
};

/** Reads a stopped server's database: PostgreSQL at `databaseUrl`, or the embedded one in its data directory. */
export async function openStoppedDatabase(databaseUrl: string | undefined, dataDir: string) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      rows: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
      close: () => client.end(),
    };
  }
  const pglite = await PGlite.create(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
  return {
    rows: async <T>(text: string, values: unknown[] = []) => (await pglite.query<T>(text, values)).rows,
    close: () => pglite.close(),
  };
}
