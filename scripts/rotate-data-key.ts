// `npm run rotate-data-key [-- --forget-unreadable]`: every encrypted secret column (TOTP secrets) moved to a new
// data key, in batches; safe to run again after a crash. With the key in DATA_DIR/secrets.json it generates the
// new key; with DATA_ENCRYPTION_KEY it moves to that one. Stop the server first when the key is in secrets.json
// (docs/operations.md, "Secrets at rest and key rotation").
import { runConsoleCommand } from '../apps/server/src/platform/startup/console-command.ts';
import { rotateDataKey } from '../apps/server/src/platform/secrets/rotate-data-key.ts';

await runConsoleCommand('rotate the data key', async ({ database, config }) => {
  const outcome = await rotateDataKey(database.db, config, {
    forgetUnreadable: process.argv.includes('--forget-unreadable'),
  });
  return { ok: outcome.ok, message: outcome.lines.join('\n') };
});
