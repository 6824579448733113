import type { TTenantRole } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import type { Db, DB } from '../../platform/db/schema.ts';

/** Every membership of one tenant, with the person and the role held there. Every query here starts from it. */
function membersOf(db: Db, tenantId: string) {
  // Full table names, no aliases: paginate() types the query against DB's own tables.
  return db
    .selectFrom('tenant_memberships')
    .innerJoin('users', 'users.id', 'tenant_memberships.user_id')
    .innerJoin('roles', 'roles.id', 'tenant_memberships.role_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone_mobile',
      'users.status',
      'roles.name as user_type',
      'tenant_memberships.created_at as joined_at',
      // Only an invitee has a pending link; a registered user's unused old links mean nothing.
      sql<Date | string | null>`case when users.status = 'INVITED' then (
        select max(i.expires_at) from invitations i
        where i.user_id = users.id and i.accepted_at is null and i.expires_at > now()) end`.as('invitation_expires_at'),
    ])
    .where('tenant_memberships.tenant_id', '=', tenantId);
}
export type TenantUserRow = Awaited<ReturnType<ReturnType<typeof membersOf>['executeTakeFirstOrThrow']>>;

/** One page of a tenant's users, by name (then id, so equal names keep their places between pages). */
export function listTenantUsers(db: Kysely<DB>, tenantId: string, search: string | undefined, page: PageRequest) {
  let query = membersOf(db, tenantId).orderBy('users.name').orderBy('users.id');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  return paginate(db, query, page);
}

export const findTenantUser = (db: Db, tenantId: string, userId: string) =>
  membersOf(db, tenantId).where('users.id', '=', userId).executeTakeFirst();

/** The account behind an e-mail address (any case), with what decides whether it may join a tenant. */
export const findAccountByEmail = (db: Db, email: string, tenantId: string) =>
  db
    .selectFrom('users as u')
    .select([
      'u.id',
      sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.scope = 'firm')`.as('is_staff'),
      sql<boolean>`exists (select 1 from tenant_memberships tm
        where tm.user_id = u.id and tm.tenant_id = ${tenantId})`.as('is_member'),
    ])
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/** Gives the user the tenant role `role` in the tenant. Fails on the primary key if they already belong. */
export async function insertMembership(db: Db, tenantId: string, userId: string, role: TTenantRole) {
  const inserted = await db
    .insertInto('tenant_memberships')
    .columns(['tenant_id', 'user_id', 'role_id'])
    .expression(
      db
        .selectFrom('roles')
        .select([
          sql<string>`cast(${tenantId} as uuid)`.as('tenant_id'),
          sql<string>`cast(${userId} as uuid)`.as('user_id'),
          'id',
        ])
        .where('name', '=', role)
        .where('scope', '=', 'tenant'),
    )
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new Error(`No tenant role named ${role}`);
}

/** Active users who belong to at least one tenant, among the given e-mail addresses (matched ignoring case). */
export const listActiveClientsByEmail = (db: Db, emails: string[]) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.name', 'u.locale'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['u.email']),
        'in',
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .where('u.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.exists(eb.selectFrom('tenant_memberships as tm').select('tm.user_id').whereRef('tm.user_id', '=', 'u.id')),
    )
    .execute();

/** The tenant's ACTIVE members (registered, not disabled): whom to tell when the firm answers the tenant. */
export const listActiveMembers = (db: Db, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .select(['u.id', 'u.email', 'u.name', 'u.locale'])
    .where('tm.tenant_id', '=', tenantId)
    .where('u.status', '=', 'ACTIVE')
    .orderBy('u.email')
    .execute();
