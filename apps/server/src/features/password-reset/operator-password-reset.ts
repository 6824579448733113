import type { Kysely } from 'kysely';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { SECRET_CHANGED } from '../../platform/audit/changes.ts';
import { clearFailures } from '../../platform/auth/login-attempts.repo.ts';
import { deletePasskeys, deleteRecoveryCodes, deleteTotp } from '../../platform/auth/mfa/factors.repo.ts';
import { revokeTrustedDevicesOf } from '../../platform/auth/mfa/trusted-devices.repo.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { generateFitPassword } from '../../platform/auth/password-strength.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { lockActiveUserByEmail, setPasswordOfActiveUser, spendOtherLinks } from './password-reset.repo.ts';

export type OperatorResetResult = { reset: false } | { reset: true; email: string; password: string };

/**
 * The way back in when the only administrator lost the password and no e-mail can reach them (no SMTP: the
 * reset link would wait in an outbox only an administrator can read). Run from the server's own console
 * (`npm run reset-admin-password`), so whoever runs it already controls the data: it sets a generated
 * password, ends the user's sessions and open links, forgives their failed sign-ins, removes their second
 * factors (a lost phone usually goes with a lost password; they enrol again at the next sign-in), and is on the
 * audit trail as done by no signed-in user, from the console.
 */
export async function resetPasswordFromConsole(db: Kysely<DB>, email: string): Promise<OperatorResetResult> {
  const password = await generateFitPassword(db, { email });
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const user = await lockActiveUserByEmail(trx, email);
    if (!user) return { reset: false };
    await setPasswordOfActiveUser(trx, user.id, passwordHash);
    await spendOtherLinks(trx, user.id);
    await revokeUserSessions(trx, user.id);
    await clearFailures(trx, user.email.trim().toLowerCase());
    await deleteTotp(trx, user.id);
    await deletePasskeys(trx, user.id);
    await deleteRecoveryCodes(trx, user.id);
    await revokeTrustedDevicesOf(trx, user.id);
    await recordAlongside(
      trx,
      { userId: null, ip: null },
      {
        action: 'PASSWORD_RESET',
        tenantId: null,
        target: `user:${user.id}`,
        detail: 'OPERATOR_CONSOLE',
        changes: { password: SECRET_CHANGED },
      },
    );
    await recordAlongside(
      trx,
      { userId: null, ip: null },
      { action: 'MFA_RESET', tenantId: null, target: `user:${user.id}`, detail: 'OPERATOR_CONSOLE' },
    );
    return { reset: true, email: user.email, password };
  });
}
