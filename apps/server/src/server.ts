import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { ensureFirstSuperAdmin, type FirstAdminResult } from './features/users/first-super-admin.ts';
import { acquireDataDirLock, DataDirLockedError } from './platform/data-dir-lock.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { startOutboundPlatform } from './platform/outbound/outbound-platform.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { appUrl } from '@ledgerport/contract';

function fail(message: string): never {
  console.error(`\nLedgerport could not start.\n${message}\n`);
  process.exit(1);
}

function printWelcome(config: Config, admin: FirstAdminResult) {
  const lines = [`Ledgerport is running: ${appUrl(config.publicUrl, '/')}`];
  if (admin.created && admin.generatedPassword) {
    lines.push(`First sign-in: ${admin.email} with password ${admin.generatedPassword}`);
    lines.push('This password is shown only this once: keep it somewhere safe.');
  } else if (admin.created) {
    lines.push(`First sign-in: ${admin.email} with the ADMIN_PASSWORD you set.`);
  } else {
    lines.push(`Sign in with your account (the first administrator is ${config.adminEmail}).`);
  }
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  console.log(`\n┌${bar}┐\n${lines.map((l) => `│ ${l.padEnd(width)} │`).join('\n')}\n└${bar}┘\n`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const embedded = !config.databaseUrl;
  let lock: { release: () => void } | undefined;
  if (embedded) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const secrets = loadOrCreateSecrets(config.dataDir, { jwtSecret: config.jwtSecret });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
  );
  await migrateToLatest(database.db);
  const admin = await ensureFirstSuperAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  // Job workers (e-mail, texts) start once the schema is current, and stop between the HTTP server and the database.
  const outbound = await startOutboundPlatform({ database, settings: config });
  const app = await buildApp({ config, database, secrets, outbound });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Hard deadline: a stuck request must not keep the data directory locked forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await outbound.stop();
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, admin);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
