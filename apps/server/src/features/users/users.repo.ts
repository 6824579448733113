import { SUPER_ADMIN_ROLE } from '@ledgerport/contract';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Db, DB, NewUser, UserRow, UsersTable } from '../../platform/db/schema.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';

type UserUpdate = Omit<Updateable<UsersTable>, 'id' | 'created_at' | 'updated_at'>;

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const insertUser = (db: Db, user: NewUser): Promise<UserRow> =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const anyUserExists = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

export const touchLastSignIn = (db: Db, id: string) =>
  db
    .updateTable('users')
    .set({ last_sign_in_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

/**
 * Replaces the password with one nobody knows (a random hash): the account can be entered again only
 * through a reset link. For "this wasn't me".
 */
export const replacePasswordHash = (db: Db, id: string, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', id).execute();

export const updateUserLocale = (db: Db, id: string, locale: string) =>
  db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', id).execute();

export async function grantFirmRole(db: Db, userId: string, roleName: string): Promise<void> {
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(
      db
        .selectFrom('roles')
        .select([sql.lit(userId).as('user_id'), 'id'])
        .where('name', '=', roleName),
    )
    .execute();
}

const isFirmUser = sql<boolean>`exists (
  select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id and r.scope = 'firm'
)`;

const firmUsers = (db: Db, search: string | undefined) => {
  let query = db.selectFrom('users').where(isFirmUser);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('users.name', 'ilike', pattern),
        eb('users.email', 'ilike', pattern),
        eb('users.phone_mobile', 'ilike', pattern),
      ]),
    );
  }
  return query;
};

/** Users holding at least one firm role, newest first, matching `search` in name, e-mail or mobile. */
export const listFirmUsers = (db: Kysely<DB>, search: string | undefined, page: PageRequest) =>
  paginate(
    db,
    firmUsers(db, search).selectAll('users').orderBy('users.created_at', 'desc').orderBy('users.id', 'desc'),
    page,
  );

/** A user holding at least one firm role; tenant-only users are managed with their tenant, not here. */
export const findFirmUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll('users').where('users.id', '=', id).where(isFirmUser).executeTakeFirst();

/** The firm roles of each of these users, by role name. */
export async function listFirmRolesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .where('r.scope', '=', 'firm')
    .orderBy('r.name')
    .execute();
}

export const emailTakenByOther = async (db: Db, email: string, exceptId?: string): Promise<boolean> => {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const updateUser = (db: Db, id: string, changes: UserUpdate) =>
  db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

/** Makes `roleIds` the user's firm roles, exactly. Tenant memberships live elsewhere and are untouched. */
export async function replaceFirmRoles(db: Db, userId: string, roleIds: number[]) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('user_roles')
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .execute();
}

/**
 * Serialises every change that could remove an active SuperAdmin: holding this lock, a transaction can count
 * the remaining ones and know the answer stays true until it commits. (NO KEY UPDATE does not block inserts
 * that merely reference the role.)
 */
export const lockSuperAdminRole = (db: Db) =>
  db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', SUPER_ADMIN_ROLE)
    .where('is_built_in', '=', true)
    .forNoKeyUpdate()
    .execute();

export async function countActiveSuperAdmins(db: Db, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(sql<number>`count(distinct u.id)::int`.as('n'))
    .where('r.name', '=', SUPER_ADMIN_ROLE)
    .where('r.is_built_in', '=', true)
    .where('u.status', '=', 'ACTIVE')
    .where('u.id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return row.n;
}
