// `npm run restore -- <dir>`: a backup made by `npm run backup` into an empty (or absent) DATA_DIR and, with
// DATABASE_URL, an empty database. Same settings as `npm start`; the server must not run on them meanwhile.
import path from 'node:path';
import { restoreBackup } from '../apps/server/src/platform/backup/restore-backup.ts';
import { runOperatorCommand } from '../apps/server/src/platform/startup/console-command.ts';
import { StartupFailure } from '../apps/server/src/platform/startup/startup-failure.ts';

await runOperatorCommand('restore the backup', async (config) => {
  const dir = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!dir)
    throw new StartupFailure(
      'No backup folder was named.',
      'Name the folder a backup was written to: npm run restore -- /var/backups/ledgerport/2026-11-30',
    );
  return {
    ok: true,
    message: (
      await restoreBackup(config, typedPath(dir), { withoutDataKey: process.argv.includes('--without-data-key') })
    ).join('\n'),
  };
});

/** A relative folder is where the operator typed the command (npm runs scripts from the project's root). */
function typedPath(dir: string) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
}
