import { inject } from 'vitest';
import type { E2eTarget } from '../global-setup.ts';

export type TEngine = E2eTarget['database'];

/**
 * The database engines a journey runs on.
 *
 * Every server test file runs on both engines in the unit suites (`server` and `server-postgres`): that is where
 * the engines differ (SQL, plans, locks, what survives a crash of the process). A journey checks what those files
 * cannot: the screens in a real browser, with a real server process and its jobs. That does not change with the
 * engine, so a journey runs on one, its `home`, and the homes are spread so that each engine carries about half of
 * the journeys' time. With every journey on both, the browser stage took 38 minutes of a 72-minute CI run on a slow
 * day (2026-12-01); with one engine each, 12 minutes of a 38-minute run later that day, on a quicker machine.
 *
 * `'both'` is for the journeys where the engine is the point: a server killed or restarted mid-work, where PGlite
 * goes down with the process and PostgreSQL outlives it.
 *
 * Without DATABASE_URL every journey runs on PGlite. `E2E_ALL_ENGINES=true` runs every journey on both engines
 * (before a release, or when a journey fails on one engine and the other is in question).
 */
export function journeyEngines(home: TEngine | 'both'): TEngine[] {
  const available: TEngine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (home === 'both' || process.env.E2E_ALL_ENGINES === 'true') return available;
  return available.includes(home) ? [home] : available;
}

/** The suite's shared servers (global-setup.ts) for a journey's engines: see journeyEngines. */
export function journeyTargets(home: TEngine | 'both'): E2eTarget[] {
  const engines = journeyEngines(home);
  return inject('targets').filter((target) => engines.includes(target.database));
}
