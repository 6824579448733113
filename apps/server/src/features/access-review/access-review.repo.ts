import { sql, type Kysely } from 'kysely';
import type { DB, Db } from '../../platform/db/schema.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';

export type ReviewFilter = { kind?: 'staff' | 'client'; inactiveSince?: Date; search?: string };

/** Staff hold a firm role; clients belong to a company. */
const holdsFirmRole = sql<boolean>`exists (
  select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id and r.scope = 'firm')`;

/** Has an authenticator app, a passkey or codes by e-mail or SMS (each looked up by the user's key). */
const hasSecondFactor = sql<boolean>`(exists (
  select 1 from totp_secrets t where t.user_id = users.id and t.confirmed_at is not null)
  or exists (select 1 from passkeys p where p.user_id = users.id)
  or exists (select 1 from email_code_factors e where e.user_id = users.id)
  or exists (select 1 from sms_code_factors m where m.user_id = users.id and m.confirmed_at is not null))`;

/** The order of users_review_order_idx: whether the person ever signed in, and since when each has been silent. */
const signedIn = sql<boolean>`(last_sign_in_at is not null)`;
const silentSince = sql<Date>`coalesce(last_sign_in_at, created_at)`;

function reviewQuery(db: Kysely<DB>, filter: ReviewFilter) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'status',
      'last_sign_in_at',
      'created_at',
      holdsFirmRole.as('is_staff'),
      hasSecondFactor.as('mfa'),
    ]);
  if (filter.kind === 'staff') query = query.where(holdsFirmRole);
  if (filter.kind === 'client') query = query.where(sql<boolean>`not ${holdsFirmRole}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (filter.inactiveSince) {
    // Silent since then, or never signed in although the account is older than that (a fresh invitation is not):
    // one range of users_review_order_idx in each of its two groups (both named, so the scan keeps their order).
    query = query.where(signedIn, '=', sql<boolean>`any('{f,t}')`).where(silentSince, '<', filter.inactiveSince);
  }
  // Never signed in first, then the longest silent: the people a reviewer should look at first (index-backed).
  return query.orderBy(signedIn).orderBy(silentSince).orderBy('id');
}

export const listForReview = (db: Kysely<DB>, filter: ReviewFilter, page: PageRequest) =>
  paginate(db, reviewQuery(db, filter), page);

/** Every user, in review order, a chunk at a time (the export streams them). */
export const listForReviewChunk = (db: Kysely<DB>, filter: ReviewFilter, offset: number, limit: number) =>
  reviewQuery(db, filter).offset(offset).limit(limit).execute();

/** Firm roles and company roles of these users: "Admin", or "TenantOwner at Acme LLC". */
export async function rolesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return { firm: [], tenants: [] };
  const [firm, tenants] = await Promise.all([
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.name as role'])
      .where('ur.user_id', 'in', userIds)
      .orderBy('r.name')
      .execute(),
    db
      .selectFrom('tenant_memberships as tm')
      .innerJoin('tenants as t', 't.id', 'tm.tenant_id')
      .innerJoin('roles as r', 'r.id', 'tm.role_id')
      .select(['tm.user_id', 'r.name as role', 't.name as tenant'])
      .where('tm.user_id', 'in', userIds)
      .orderBy('t.name')
      .execute(),
  ]);
  return { firm, tenants };
}
