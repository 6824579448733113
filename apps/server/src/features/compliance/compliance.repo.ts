import { sql } from 'kysely';
import type { TAuditAction } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';

/**
 * The compliance centre's figures, each read through an index (bench/compliance.bench.ts asserts the plans):
 * accounts through users_inactive_since_idx (partial: not disabled), staff through user_roles, second factors
 * through each factor table's user key, the audit trail through audit_events_action_idx (action, at desc), open
 * incidents through incidents_open_idx.
 */
export async function mfaCoverage(db: Db) {
  const { rows } = await sql<{
    accounts: number;
    staff: number;
    enrolled: number;
    staff_enrolled: number;
  }>`
    with staff as (
      select distinct ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.scope = 'firm'
    ),
    factors as (
      select user_id from totp_secrets where confirmed_at is not null
      union select user_id from passkeys
      union select user_id from email_code_factors
      union select user_id from sms_code_factors where confirmed_at is not null
    ),
    live_factors as (
      select f.user_id from factors f join users u on u.id = f.user_id where u.status <> 'DISABLED'
    )
    select
      (select count(*)::int from users where status <> 'DISABLED') as accounts,
      (select count(*)::int from staff s join users u on u.id = s.user_id where u.status <> 'DISABLED') as staff,
      (select count(*)::int from live_factors) as enrolled,
      (select count(*)::int from live_factors f join staff s on s.user_id = f.user_id) as staff_enrolled`.execute(db);
  return rows[0]!;
}

/** Accounts that may sign in and have not since `cutoff` (never signed in: counted from their creation). */
export async function inactiveAccounts(db: Db, cutoff: Date): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from users
    where status <> 'DISABLED' and coalesce(last_sign_in_at, created_at) < ${cutoff}`.execute(db);
  return rows[0]!.n;
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

/**
 * Disposal events (the disposal step of issue 35 is built elsewhere; its action names are not known here):
 * every OK event whose action starts with DISPOSAL_ or records.disposal, read as two ranges of the action index.
 */
export async function countDisposalEvents(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events
    where result = 'OK' and ((action >= 'DISPOSAL' and action < 'DISPOSAM')
      or (action >= 'records.disposal' and action < 'records.disposam'))`.execute(db);
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
