import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { diffChanges, SECRET_CHANGED } from '../../platform/audit/changes.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { DB } from '../../platform/db/schema.ts';
import { anyUserExists, grantFirmRole, insertUser } from './users.repo.ts';

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined };

/**
 * On an empty database, creates the firm's first SuperAdmin so someone can sign in at all. The password is
 * ADMIN_PASSWORD, or a generated one that the caller prints exactly once (it is stored only as a hash).
 */
export async function ensureFirstSuperAdmin(
  db: Kysely<DB>,
  admin: { email: string; password: string | undefined },
): Promise<FirstAdminResult> {
  return db.transaction().execute(async (trx) => {
    if (await anyUserExists(trx)) return { created: false };
    const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
    const user = await insertUser(trx, {
      email: admin.email,
      name: 'Administrator',
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
