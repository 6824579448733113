import { buildApp } from './app.ts';
import { loadConfig, settingsForFailureReport } from './config.ts';
import { ensureFirstSuperAdmin } from './features/users/first-super-admin.ts';
import { createAudited } from './platform/audit/audited.ts';
import { startBackupSocket } from './platform/backup/backup-socket-server.ts';
import { acquireDataDirLock } from './platform/data-dir-lock.ts';
import { ownerOnlyFromNowOn, protectDataDir, tightenTree } from './platform/data-dir-modes.ts';
import { armCrashPoint } from './platform/faults/crash-point.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { whileHoldingStartupLock } from './platform/db/startup-lock.ts';
import { startOutboundPlatform } from './platform/outbound/outbound-platform.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { createColumnCipher } from './platform/secrets/column-crypto.ts';
import { encryptPlaintextSecrets } from './platform/secrets/secret-columns.ts';
import { assertPortFree } from './platform/startup/port-check.ts';
import { warnIfSmtpUnreachable } from './platform/mail/smtp-check.ts';
import { warnIfSigningKeyUnusable } from './platform/signing-key/signing-key-check.ts';
import { describeDatabaseUrl, explainStartupError, startupFailureText } from './platform/startup/startup-failure.ts';
import { printWelcome } from './platform/startup/welcome.ts';

/** Said while the start waits for PostgreSQL, so a slow database does not look like a hung server. */
function sayWaitingForDatabase(url: string) {
  const { where } = describeDatabaseUrl(url);
  return ({ code, waitMs }: { code: string; waitMs: number }) =>
    console.warn(`Waiting for PostgreSQL at ${where} (${code}); trying again in ${(waitMs / 1000).toFixed(1)} s…`);
}

async function main() {
  // Before anything is written: DATA_DIR holds password hashes (the embedded database's log) and client files.
  ownerOnlyFromNowOn();
  const config = loadConfig();
  armCrashPoint(config.crashAt);

  const embedded = !config.databaseUrl;
  const lock = embedded ? acquireDataDirLock(config.dataDir) : undefined;
  // Before the database: opening it may take long (initdb, a PostgreSQL still starting), a taken port not.
  await assertPortFree(config.port, config.host);
  // The e-mail-in receiver's port too (issue 32): a taken one should stop the start here, not after migrations.
  const smtp = config.inboundMail?.smtp;
  if (smtp && smtp.port !== 0) await assertPortFree(smtp.port, smtp.host);
  protectDataDir(config.dataDir, (line) => console.warn(line));

  const secrets = loadOrCreateSecrets(config.dataDir, {
    jwtSecret: config.jwtSecret,
    dataKey: config.dataEncryptionKey,
    oldDataKeys: config.dataEncryptionKeysOld,
  });
  if (config.jwtSecret && !config.dataEncryptionKey) {
    console.warn(
      'JWT_SECRET comes from the environment, DATA_ENCRYPTION_KEY does not: the data key is in DATA_DIR/secrets.json. ' +
        'Several instances must share one DATA_ENCRYPTION_KEY (docs/operations.md, "Secrets at rest and key rotation").',
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          connect: {
            timeoutMs: config.databaseConnectTimeoutSeconds * 1000,
            onRetry: sayWaitingForDatabase(config.databaseUrl),
          },
        }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
  );
  // PGlite writes its initial files (and, at each open, its relation cache) with modes of its own: inside
  // folders that are 0700, but made 0600 all the same. Routine, so not said.
  if (embedded) tightenTree(`${config.dataDir}/db`);
  const { admin, outbound } = await whileHoldingStartupLock(database, async () => {
    await migrateToLatest(database.db);
    await encryptPlaintextSecrets(database.db, createColumnCipher(secrets.dataKeys), (line) => console.warn(line));
    const admin = await ensureFirstSuperAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    // Job workers (e-mail, texts) start once the schema is current, and stop between the HTTP server and the database.
    return { admin, outbound: await startOutboundPlatform({ database, settings: config }) };
  });
  const app = await buildApp({ config, database, secrets, outbound });
  // Only this process may read the embedded database's files: `npm run backup` asks it for a snapshot.
  const backupSocket = embedded
    ? await startBackupSocket({
        dataDir: config.dataDir,
        database,
        secret: secrets.jwtSecret,
        audited: createAudited(database.db, app.log),
        log: app.log,
      })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Hard deadline: a stuck request must not keep the data directory locked forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await backupSocket?.close();
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
  if (config.smtpUrl) void warnIfSmtpUnreachable(config.smtpUrl, app.log);
  void warnIfSigningKeyUnusable(config, app.log);
}

main().catch((error: unknown) => {
  const report = settingsForFailureReport();
  const failure = explainStartupError(error, report);
  process.stderr.write(startupFailureText(failure, report.logLevel));
  process.exit(1);
});
