import { loadConfig, settingsForFailureReport, type Config } from '../../config.ts';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { explainStartupError, startupFailureText } from './startup-failure.ts';

export type ConsoleOutcome = { ok: boolean; message: string };

/**
 * An operator's command run beside (or instead of) the server: the same configuration and database as
 * `npm start`, the same clear failure text, and the embedded database's one-process lock (a running server
 * holds it: the command then says to stop the server first).
 */
export async function runConsoleCommand(
  what: string,
  command: (deps: { config: Config; database: Database }) => Promise<ConsoleOutcome>,
) {
  let lock: { release: () => void } | undefined;
  let database: Database | undefined;
  let outcome: ConsoleOutcome;
  try {
    const config = loadConfig();
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
    );
    await migrateToLatest(database.db);
    outcome = await command({ config, database });
  } catch (error) {
    const report = settingsForFailureReport();
    const failure = explainStartupError(error, report);
    outcome = {
      ok: false,
      message: startupFailureText(failure, report.logLevel, `Ledgerport could not ${what}.`),
    };
  } finally {
    await database?.close();
    lock?.release();
  }
  (outcome.ok ? process.stdout : process.stderr).write(`${outcome.message}\n`);
  process.exitCode = outcome.ok ? 0 : 1;
}
