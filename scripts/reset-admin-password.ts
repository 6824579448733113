// `npm run reset-admin-password [-- e-mail]`: a new password for the first administrator (ADMIN_EMAIL) or the
// given active user, printed once. Stop the server first when it runs on the embedded database.
import { resetPasswordFromConsole } from '../apps/server/src/features/password-reset/operator-password-reset.ts';
import { runConsoleCommand } from '../apps/server/src/platform/startup/console-command.ts';

await runConsoleCommand('reset the password', async ({ database, config }) => {
  const email = process.argv[2] ?? config.adminEmail;
  const result = await resetPasswordFromConsole(database.db, email);
  if (!result.reset) {
    return {
      ok: false,
      message: `No active user has the e-mail ${email}. Name one: npm run reset-admin-password -- someone@firm.com`,
    };
  }
  return {
    ok: true,
    message: [
      `New password for ${result.email}: ${result.password}`,
      'It is shown only this once. Their sessions were ended; sign in and change it on the profile.',
    ].join('\n'),
  };
});
