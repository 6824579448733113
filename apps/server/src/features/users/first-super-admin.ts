import type { Kysely } from 'kysely';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { diffChanges, SECRET_CHANGED } from '../../platform/audit/changes.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { assertPasswordFit, generateFitPassword } from '../../platform/auth/password-strength.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { StartupFailure } from '../../platform/startup/startup-failure.ts';
import { anyUserExists, grantFirmRole, insertUser } from './users.repo.ts';

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined };

const ADMIN_NAME = 'Administrator';

/** ADMIN_PASSWORD passes the check every chosen password passes, or the start says why and what to do. */
async function assertAdminPasswordFit(db: Kysely<DB>, email: string, password: string) {
  try {
    await assertPasswordFit(db, password, { name: ADMIN_NAME, email }, 'ADMIN_PASSWORD');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new StartupFailure(
      `ADMIN_PASSWORD is too easy to guess: ${error.details?.[0]?.message ?? error.message}.`,
      "Set a longer one of unrelated words (not the portal's or the firm's name, nor the e-mail), or leave " +
        'ADMIN_PASSWORD unset: the first start then prints a generated password.',
    );
  }
}

/**
 * On an empty database, creates the firm's first SuperAdmin so someone can sign in at all. The password is
 * ADMIN_PASSWORD (refused, and nothing created, when easy to guess), or a generated one that the caller prints
 * exactly once (it is stored only as a hash).
 */
export async function ensureFirstSuperAdmin(
  db: Kysely<DB>,
  admin: { email: string; password: string | undefined },
): Promise<FirstAdminResult> {
  return db.transaction().execute(async (trx) => {
    if (await anyUserExists(trx)) return { created: false };
    if (admin.password) await assertAdminPasswordFit(trx, admin.email, admin.password);
    const generatedPassword = admin.password
      ? undefined
      : await generateFitPassword(trx, { name: ADMIN_NAME, email: admin.email });
    const user = await insertUser(trx, {
      email: admin.email,
      name: ADMIN_NAME,
      user_name: admin.email.split('@')[0] ?? 'admin',
      phone_mobile: null,
      password_hash: await hashPassword(admin.password ?? generatedPassword!),
    });
    await grantFirmRole(trx, user.id, 'SuperAdmin');
    // Made by the server itself on its first start: no one acted, from nowhere.
    const created = { name: user.name, email: user.email, status: user.status, roles: ['SuperAdmin'] };
    await recordAlongside(
      trx,
      { userId: null, ip: null },
      {
        action: 'USER_CREATE',
        tenantId: null,
        target: `user:${user.id}`,
        detail: 'FIRST_SUPER_ADMIN',
        changes: { ...diffChanges(null, created, ['name', 'email', 'status', 'roles']), password: SECRET_CHANGED },
      },
    );
    return { created: true, email: user.email, generatedPassword };
  });
}
