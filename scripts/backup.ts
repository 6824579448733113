// `npm run backup -- <dir>`: the database, DATA_DIR/secrets.json and the documents under STORAGE_ROOT into a new
// folder with a manifest (docs/operations.md, "Backup and restore"). Same settings as `npm start`; on the
// embedded database it works while the server runs (the server takes the snapshot).
import path from 'node:path';
import { takeBackup } from '../apps/server/src/platform/backup/take-backup.ts';
import { runOperatorCommand } from '../apps/server/src/platform/startup/console-command.ts';
import { StartupFailure } from '../apps/server/src/platform/startup/startup-failure.ts';

await runOperatorCommand('back up', async (config) => {
  const dir = process.argv[2];
  if (!dir)
    throw new StartupFailure(
      'No backup folder was named.',
      'Name a new folder: npm run backup -- /var/backups/ledgerport/2026-11-30',
    );
  return { ok: true, message: (await takeBackup(config, typedPath(dir))).join('\n') };
});

/** A relative folder is where the operator typed the command (npm runs scripts from the project's root). */
function typedPath(dir: string) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
}
