import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';
import { startServer } from '../../e2e/support/server-process.ts';
import type { createCleanups } from './cleanups.ts';
import { openReference } from './document-searches.ts';
import { fmt, timed } from './measure.ts';

type TSeededServerOptions = {
  /** A scratch PostgreSQL database; none: PGlite in the server's data directory. */
  databaseUrl: string | undefined;
  env: Record<string, string>;
  /** The bench's work folder (removed by its own cleanup). */
  work: string;
  cleanups: ReturnType<typeof createCleanups>;
  /** Said while seeding, e.g. "2000 companies x 500 documents on PGlite". */
  what: string;
  seed: (db: Db) => Promise<unknown>;
  /** PGlite: more copies of the seeded data directory, for other processes (named folders under `work`). */
  copies?: string[];
};

/**
 * The real server on a seeded database, and a reference connection to the same data for running the server's
 * SQL directly beside it. Each is undone by `cleanups`.
 */
export async function startSeededServer(opts: TSeededServerOptions) {
  const { databaseUrl, env, work, cleanups, what, seed } = opts;
  // Started once to create its database (migrations, the admin), stopped while the bench seeds it.
  const first = await startServer({ databaseUrl, env });
  cleanups.push(() => fs.rmSync(first.dataDir, { recursive: true, force: true }));
  await first.stop();
  const pgliteDir = path.join(first.dataDir, 'db');
  console.log(`Seeding ${what} ...`);
  const seeding = await timed(async () => {
    const database = databaseUrl
      ? await openDatabase({ kind: 'postgres', url: databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
  });
  console.log(`Seeded in ${fmt(seeding.ms / 1000)} s.`);
  // PGlite allows one process per data directory: the reference runs on a copy, identical as the server starts.
  const referenceDir = path.join(work, 'reference-db');
  const copies = (opts.copies ?? []).map((name) => path.join(work, name));
  if (!databaseUrl) {
    for (const dir of [referenceDir, ...copies]) fs.cpSync(pgliteDir, dir, { recursive: true });
  }
  const reference = await openReference(databaseUrl ? { url: databaseUrl } : { pgliteDir: referenceDir });
  cleanups.push(() => reference.close());

  const server = await startServer({ databaseUrl, env, dataDir: first.dataDir });
  cleanups.push(() => server.stop());
  return { server, reference, seedingMs: seeding.ms, copies };
}
