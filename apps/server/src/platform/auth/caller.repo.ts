import { sql } from 'kysely';
import { preparedAs } from '../db/prepared-statements.ts';
import type { Db, UserRow } from '../db/schema.ts';
import type { FirmGrantRow, TenantGrantRow } from './access.repo.ts';

/**
 * Everything an authenticated request needs to know about its caller, in ONE statement (it runs on every
 * request, issue 17): the live session (not revoked, not expired, its user ACTIVE), the user's firm grants and
 * tenant grants, the firm's second-factor policy for both audiences and whether the user has a factor, and the
 * firm's feature switches that are off (a guarded route then reads none of its own). Nothing
 * is cached between requests, so a sign-out, a disabled user or a changed role is seen by the very next
 * request on every instance; only the session's last-seen time is written, and at most once a minute. It is
 * a prepared statement: planning this join of a dozen tables cost more than running it (prepared-statements.ts).
 * The user's own profile comes with it, so "who am I" (GET /auth/me, every page load) reads nothing more.
 */
export type CallerProfile = Pick<UserRow, 'name' | 'user_name' | 'email' | 'phone_mobile' | 'locale'>;

export type CallerRow = CallerProfile & {
  session_id: string;
  user_id: string;
  last_seen_at: Date;
  firm_grants: FirmGrantRow[];
  tenant_grants: TenantGrantRow[];
  staff_mfa_required: boolean | null;
  client_mfa_required: boolean | null;
  has_factor: boolean;
  /** The feature_settings keys switched off at this read (the firm's switches bite on the very next request). */
  features_off: string[];
};

const callerQuery = (sessionId: string, userId: string) => sql<CallerRow>`
    select s.id as session_id, s.user_id, s.last_seen_at,
      u.name, u.user_name, u.email, u.phone_mobile, u.locale,
      coalesce((
        select json_agg(json_build_object('role', r.name, 'permission', p.name))
        from user_roles ur
        join roles r on r.id = ur.role_id
        left join role_permissions rp on rp.role_id = r.id
        left join permissions p on p.id = rp.permission_id
        where ur.user_id = s.user_id), '[]'::json) as firm_grants,
      coalesce((
        select json_agg(json_build_object(
          'tenant_id', tm.tenant_id, 'tenant_name', t.name, 'tenant_status', t.status,
          'role', r.name, 'permission', p.name) order by t.name)
        from tenant_memberships tm
        join tenants t on t.id = tm.tenant_id
        join roles r on r.id = tm.role_id
        left join role_permissions rp on rp.role_id = r.id
        left join permissions p on p.id = rp.permission_id
        where tm.user_id = s.user_id), '[]'::json) as tenant_grants,
      (select staff_mfa_required from firm_settings where id = 1) as staff_mfa_required,
      (select client_mfa_required from firm_settings where id = 1) as client_mfa_required,
      (exists (select 1 from totp_secrets ts where ts.user_id = s.user_id and ts.confirmed_at is not null)
        or exists (select 1 from passkeys pk where pk.user_id = s.user_id)
        or exists (select 1 from email_code_factors ef where ef.user_id = s.user_id)
        or exists (select 1 from sms_code_factors sf where sf.user_id = s.user_id and sf.confirmed_at is not null))
        as has_factor,
      array(select fs.key from feature_settings fs where fs.status <> 1 order by fs.key) as features_off
    from sessions s
    join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId}
      and s.revoked_at is null and s.expires_at > now() and u.status = 'ACTIVE'
  `;

export async function readCaller(db: Db, sessionId: string, userId: string): Promise<CallerRow | undefined> {
  const { rows } = await db.executeQuery(preparedAs('lp_read_caller', callerQuery(sessionId, userId).compile(db)));
  return rows[0];
}

/** How long a session's last-seen time may lag: "active sessions" show minutes, not seconds. */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

/**
 * Records activity when the time read with the caller is over a minute old, so a busy session writes once a
 * minute rather than once a request. The guard in SQL keeps two instances racing on one session to one write.
 */
export async function touchIfStale(db: Db, caller: Pick<CallerRow, 'session_id' | 'last_seen_at'>, now = Date.now()) {
  if (now - new Date(caller.last_seen_at).getTime() < LAST_SEEN_GRANULARITY_MS) return;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', caller.session_id)
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}
