import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { findTargetNames } from './audit.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROLE_ID = /^\d{1,9}$/;

/** The ids a page of targets names, by kind; a path or any other target names nothing. */
function idsNamedBy(targets: readonly string[]) {
  const ids = { users: new Set<string>(), tenants: new Set<string>(), roles: new Set<number>() };
  for (const target of targets) {
    const [kind, id = ''] = target.split(/:(.*)/s, 2);
    if (kind === 'user' && UUID.test(id)) ids.users.add(id.toLowerCase());
    else if (kind === 'tenant' && UUID.test(id)) ids.tenants.add(id.toLowerCase());
    else if (kind === 'role' && ROLE_ID.test(id)) ids.roles.add(Number(id));
  }
  return { users: [...ids.users], tenants: [...ids.tenants], roles: [...ids.roles] };
}

/**
 * target → the name of the user ("Name (e-mail)"), tenant or role it names, for those that still exist. Read
 * when the trail is shown, never stored: the event keeps the id, the screen shows who or what that is now.
 */
export async function namesOfTargets(db: Kysely<DB>, targets: readonly string[]): Promise<Map<string, string>> {
  const ids = idsNamedBy(targets);
  if (!ids.users.length && !ids.tenants.length && !ids.roles.length) return new Map();
  const { users, tenants, roles } = await findTargetNames(db, ids);
  return new Map([
    ...users.map((u): [string, string] => [`user:${u.id}`, `${u.name} (${u.email})`]),
    ...tenants.map((t): [string, string] => [`tenant:${t.id}`, t.name]),
    ...roles.map((r): [string, string] => [`role:${r.id}`, r.name]),
  ]);
}
