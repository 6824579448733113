import { loadConfig, settingsForFailureReport, type Config } from '../../config.ts';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { ownerOnlyFromNowOn, tightenTree } from '../data-dir-modes.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { explainStartupError, startupFailureText } from './startup-failure.ts';

export type ConsoleOutcome = { ok: boolean; message: string };

/**
 * An operator's command run beside (or instead of) the server, on the same configuration as `npm start`: what
 * it answers goes to stdout (status 0); a failure is printed as "Ledgerport could not <what>." with a cause
 * and a remedy on stderr (status 1).
 */
export async function runOperatorCommand(what: string, command: (config: Config) => Promise<ConsoleOutcome>) {
  // What a command writes under DATA_DIR (a restored database, a reset password's log) is owner-only, as the server's.
  ownerOnlyFromNowOn();
  let outcome: ConsoleOutcome;
  try {
    const config = loadConfig();
    outcome = await command(config);
    // PGlite, opened by the command, wrote some files with modes of its own (see data-dir-modes.ts).
    if (!config.databaseUrl) tightenTree(`${config.dataDir}/db`);
  } catch (error) {
    const report = settingsForFailureReport();
    const failure = explainStartupError(error, report, 'the command');
    outcome = {
      ok: false,
      message: startupFailureText(failure, report.logLevel, `Ledgerport could not ${what}.`),
    };
  }
  (outcome.ok ? process.stdout : process.stderr).write(`${outcome.message}\n`);
  process.exitCode = outcome.ok ? 0 : 1;
}

/**
 * An operator command on the database itself, migrated to this version, holding the embedded database's
 * one-process lock (a running server holds it: the command then says to stop the server first).
 */
export async function runConsoleCommand(
  what: string,
  command: (deps: { config: Config; database: Database }) => Promise<ConsoleOutcome>,
) {
  await runOperatorCommand(what, async (config) => {
    let lock: { release: () => void } | undefined;
    let database: Database | undefined;
    try {
      if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
      database = await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
      );
      await migrateToLatest(database.db);
      return await command({ config, database });
    } finally {
      await database?.close();
      lock?.release();
    }
  });
}
