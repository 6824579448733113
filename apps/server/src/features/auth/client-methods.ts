import type { Kysely } from 'kysely';
import { loadAccess } from '../../platform/auth/access.ts';
import { readClientSignInPolicy } from '../../platform/auth/client-sign-in-policy.repo.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** Issue 32: a client may sign in this way only when the firm allows it (staff are not affected). */
export const methodNotAllowed = () =>
  new AppError(403, 'SIGN_IN_METHOD_NOT_ALLOWED', 'The firm does not allow clients to sign in this way');

/** Whether the firm lets this user sign in by `method`: always for staff; for clients as the firm decided. */
export async function clientMethodAllowed(db: Kysely<DB>, userId: string, method: 'password' | 'passkey') {
  const policy = await readClientSignInPolicy(db);
  if (policy[method]) return true;
  return (await loadAccess(db, userId)).audience === 'staff';
}
