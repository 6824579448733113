import { SUPER_ADMIN_ROLE } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

export const erasureOf = (db: Db, userId: string) =>
  db.selectFrom('person_erasures').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Her row, locked for the erasure (a second erasure waits, then finds the first one's record). */
export const lockPerson = (db: Db, userId: string) =>
  db.selectFrom('users').select(['id', 'email', 'status']).where('id', '=', userId).forUpdate().executeTakeFirst();

/** Whether she holds SuperAdmin, and how many other active SuperAdmins there are (the role row locked first). */
export async function superAdminStanding(db: Db, userId: string) {
  await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', SUPER_ADMIN_ROLE)
    .where('is_built_in', '=', true)
    .forNoKeyUpdate()
    .execute();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.status'])
    .where('r.name', '=', SUPER_ADMIN_ROLE)
    .where('r.is_built_in', '=', true)
    .execute();
  return {
    holds: rows.some((r) => r.id === userId),
    othersActive: rows.filter((r) => r.id !== userId && r.status === 'ACTIVE').length,
  };
}

/** The companies where she is the only TenantOwner with an account that may sign in (their rows locked). */
export async function companiesSheAloneOwns(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  const owned = await db
    .selectFrom('tenant_memberships as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['t.id', 't.name'])
    .where('m.user_id', '=', userId)
    .where('r.name', '=', 'TenantOwner')
    .execute();
  if (owned.length === 0) return [];
  await db
    .selectFrom('tenants')
    .select('id')
    .where(
      'id',
      'in',
      owned.map((t) => t.id),
    )
    .forUpdate()
    .execute();
  const others = await db
    .selectFrom('tenant_memberships as m')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.tenant_id')
    .where(
      'm.tenant_id',
      'in',
      owned.map((t) => t.id),
    )
    .where('r.name', '=', 'TenantOwner')
    .where('m.user_id', '<>', userId)
    .where('u.status', '<>', 'DISABLED')
    .execute();
  const covered = new Set(others.map((o) => o.tenant_id));
  return owned.filter((t) => !covered.has(t.id));
}

/** Where every version of these documents keeps its bytes, with the company's storage. */
export function versionsOf(db: Db, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('document_versions as v')
    .innerJoin('tenants as t', 't.id', 'v.tenant_id')
    .select(['v.document_id', 'v.storage_path', 't.root_directory', 't.root_directory_type'])
    .where('v.document_id', 'in', documentIds)
    .execute();
}

type Affected = { numDeletedRows?: bigint; numUpdatedRows?: bigint; numAffectedRows?: bigint };
const count = (results: Affected[]) =>
  results.reduce((sum, r) => sum + Number(r.numDeletedRows ?? r.numUpdatedRows ?? r.numAffectedRows ?? 0n), 0);

type UserKeyed =
  | 'totp_secrets'
  | 'recovery_codes'
  | 'passkeys'
  | 'email_code_factors'
  | 'sms_code_factors'
  | 'trusted_devices'
  | 'new_device_notices'
  | 'email_sign_in_links'
  | 'password_resets'
  | 'invitations'
  | 'signup_codes'
  | 'sign_in_challenges'
  | 'tenant_memberships'
  | 'user_roles'
  | 'notifications';

/**
 * Her personal data removed or pseudonymised, in the caller's transaction: the account row keeps its id (her
 * messages, answers and the trail still point at it) but no name, e-mail, phone or password, and is disabled;
 * sessions revoked and stripped of address and browser; every second factor, device, link and code deleted;
 * her roles and companies removed; her notifications deleted; her documents' rows deleted (`documentIds`: their
 * bytes are already gone). Answers the counts.
 */
export async function pseudonymise(trx: Db, person: { id: string; email: string }, documentIds: string[], at: Date) {
  const id = person.id;
  // One table after another by its user key: an erasure is rare and concerns one person.
  const byUser = (table: UserKeyed) => sql`delete from ${sql.table(table)} where user_id = ${id}`.execute(trx);
  const removed: Record<string, number> = {};
  removed.documents = 0;
  for (let start = 0; start < documentIds.length; start += 5_000) {
    const slice = documentIds.slice(start, start + 5_000);
    removed.documents += count([await trx.deleteFrom('documents').where('id', 'in', slice).executeTakeFirst()]);
  }
  removed.sessions = count([
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`coalesce(revoked_at, ${at})`, ip: null, user_agent: null, fingerprint: null })
      .where('user_id', '=', id)
      .executeTakeFirst(),
  ]);
  removed.second_factors = count([
    await byUser('totp_secrets'),
    await byUser('recovery_codes'),
    await byUser('passkeys'),
    await byUser('email_code_factors'),
    await byUser('sms_code_factors'),
  ]);
  removed.devices_links_and_codes = count([
    await byUser('trusted_devices'),
    await byUser('new_device_notices'),
    await byUser('email_sign_in_links'),
    await byUser('password_resets'),
    await byUser('invitations'),
    await byUser('signup_codes'),
    await byUser('sign_in_challenges'),
    await trx.deleteFrom('login_attempts').where('email_key', '=', person.email.toLowerCase()).executeTakeFirst(),
  ]);
  removed.company_memberships = count([await byUser('tenant_memberships')]);
  removed.firm_roles = count([await byUser('user_roles')]);
  removed.notifications = count([await byUser('notifications')]);
  await trx.updateTable('messages').set({ via_email: null }).where('author_id', '=', id).execute();
  await trx
    .updateTable('users')
    .set({
      name: 'Erased person',
      email: `erased-${id}@erased.invalid`,
      user_name: `erased-${id}`,
      phone_mobile: null,
      phone_office: null,
      fax: null,
      password_hash: null,
      status: 'DISABLED',
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  return removed;
}
