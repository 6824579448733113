import { sql } from 'kysely';
import type { TAuditAction } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

/**
 * The compliance centre's figures, each read through an index (bench/compliance.bench.ts asserts the plans):
 * accounts through users_sign_in_activity_idx (partial: not disabled), staff through user_roles, second factors
 * through each factor table's key, the audit trail through audit_events_action_idx (action, at desc), open
 * incidents through incidents_open_idx.
 */
export async function accountFigures(db: Db, inactiveSince: Date) {
  // One index-only pass over users_sign_in_activity_idx (the accounts not disabled, with both columns read).
  const { rows } = await sql<{ accounts: number; inactive: number }>`
    select count(*)::int as accounts,
      count(*) filter (where coalesce(last_sign_in_at, created_at) < ${inactiveSince})::int as inactive
    from users where status <> 'DISABLED'`.execute(db);
  return rows[0]!;
}

/**
 * Accounts (not disabled) with a second factor: an authenticator app, a passkey, codes by e-mail or SMS. Each
 * factor table read by its user key, the disabled accounts (few, users_disabled_idx) taken out.
 */
export async function enrolledAccounts(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select user_id from totp_secrets where confirmed_at is not null
      union select user_id from passkeys
      union select user_id from email_code_factors
      union select user_id from sms_code_factors where confirmed_at is not null
    ) f
    where not exists (select 1 from users u where u.id = f.user_id and u.status = 'DISABLED')`.execute(db);
  return rows[0]!.n;
}

/** Staff (a firm role, not disabled): how many, and how many with a second factor. A firm has few. */
export async function staffFigures(db: Db) {
  const { rows } = await sql<{ staff: number; enrolled: number }>`
    select count(*)::int as staff, count(*) filter (where
      exists (select 1 from totp_secrets t where t.user_id = u.id and t.confirmed_at is not null)
      or exists (select 1 from passkeys p where p.user_id = u.id)
      or exists (select 1 from email_code_factors e where e.user_id = u.id)
      or exists (select 1 from sms_code_factors m where m.user_id = u.id and m.confirmed_at is not null))::int as enrolled
    from users u
    where u.status <> 'DISABLED' and u.id in (
      select ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.scope = 'firm')`.execute(db);
  return rows[0]!;
}

/** The newest OK event of an action, with its actor's name. */
export function lastEvent(db: Db, action: TAuditAction) {
  return db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.at', 'e.detail', 'u.name as actor_name'])
    .where('e.action', '=', action)
    .where('e.result', '=', 'OK')
    .orderBy('e.at', 'desc')
    .orderBy('e.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** OK events of these actions since `since` (each action a range of audit_events_action_idx). */
export async function countEvents(db: Db, actions: readonly TAuditAction[], since: Date | null): Promise<number> {
  if (actions.length === 0) return 0;
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', 'in', actions)
    .where('result', '=', 'OK')
    .$if(since !== null, (q) => q.where('at', '>=', since!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Documents disposed of (one DISPOSAL_ITEM_DISPOSE event each, written by the disposal job), by the action index. */
export async function countDocumentsDisposed(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events
    where action = 'DISPOSAL_ITEM_DISPOSE' and result = 'OK'`.execute(db);
  return rows[0]!.n;
}

export async function openIncidents(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from incidents where status = 'OPEN'`.execute(db);
  return rows[0]!.n;
}

/** The firm's second-factor policy (one row). */
export const mfaPolicy = (db: Db) =>
  db
    .selectFrom('firm_settings')
    .select(['staff_mfa_required', 'client_mfa_required'])
    .where('id', '=', 1)
    .executeTakeFirst();

/** Incidents found in [from, to), oldest first, for the annual report (at most `limit`). */
export const incidentsFound = (db: Db, from: Date, to: Date, limit: number) =>
  db
    .selectFrom('incidents')
    .select(['title', 'found_at', 'status', 'ftc_notified_at', 'liaison_notified_at'])
    .where('found_at', '>=', from)
    .where('found_at', '<', to)
    .orderBy('found_at')
    .limit(limit)
    .execute();
