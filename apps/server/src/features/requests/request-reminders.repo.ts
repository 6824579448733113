import type { TReminderCadence, TReminderSettings, TTenantReminderSettings } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import { dayText } from '../../platform/db/exact-values.ts';

/** The firm's reminder settings (the one row its migration seeded). */
export const readFirmReminderSettings = (db: Db) =>
  db
    .selectFrom('request_reminder_settings')
    .select(['enabled', 'cadence', 'quiet_from', 'quiet_until'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();

/** The firm's row, locked until the caller's transaction ends (a change reads its "before" under the lock). */
export const lockFirmReminderSettings = (trx: Db) =>
  trx
    .selectFrom('request_reminder_settings')
    .select(['enabled', 'cadence', 'quiet_from', 'quiet_until'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const writeFirmReminderSettings = (trx: Db, settings: TReminderSettings, userId: string) =>
  trx
    .updateTable('request_reminder_settings')
    .set({
      enabled: settings.enabled,
      cadence: JSON.stringify(settings.cadence),
      quiet_from: settings.quiet_from,
      quiet_until: settings.quiet_until,
      updated_at: sql<Date>`now()`,
      updated_by: userId,
    })
    .where('id', '=', 1)
    .execute();

/** A tenant's own settings, or undefined when it follows the firm's. */
export const readTenantReminderSettings = (db: Db, tenantId: string) =>
  db
    .selectFrom('tenant_reminder_settings')
    .select(['enabled', 'cadence'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

export const writeTenantReminderSettings = (trx: Db, tenantId: string, s: TTenantReminderSettings, userId: string) => {
  const values = {
    enabled: s.enabled,
    cadence: s.cadence ? JSON.stringify(s.cadence) : null,
    updated_at: sql<Date>`now()`,
    updated_by: userId,
  };
  return trx
    .insertInto('tenant_reminder_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
};

/**
 * OPEN requests of active tenants whose reminders are on, once per active member, with the tenant's own cadence
 * (null: the firm's). People already reminded on `firmDate` are left out, by NOT EXISTS rather than a left join
 * to the day's deliveries: with the join the planner may walk every user in id order to meet it, not the
 * few requests the caller's own condition picks.
 */
const remindableRequests = (db: Db, firmDate: string) =>
  db
    .selectFrom('document_requests as r')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .leftJoin('tenant_reminder_settings as s', 's.tenant_id', 't.id')
    .innerJoin('tenant_memberships as tm', 'tm.tenant_id', 'r.tenant_id')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .where('r.status', '=', 'OPEN')
    .where('t.status', '=', 1)
    .where((eb) => eb.or([eb('s.enabled', 'is', null), eb('s.enabled', '=', true)]))
    .where('u.status', '=', 'ACTIVE')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('request_reminder_deliveries as d')
            .select('d.id')
            .whereRef('d.user_id', '=', 'u.id')
            .where('d.firm_date', '=', firmDate),
        ),
      ),
    );

/**
 * Who might be reminded today: each (person, tenant, due date) of an OPEN request due in [from, until], the
 * widest span a cadence's trigger days can cover. A firm's open requests are mostly long overdue and never
 * trigger again; the partial index on OPEN requests by due date reads only this span, never the rest.
 */
export const reminderCandidates = (db: Db, from: string, until: string, firmDate: string) =>
  remindableRequests(db, firmDate)
    .select(['u.id as user_id', 'r.tenant_id', dayText('r.due_on').as('due_on'), 's.cadence'])
    .where('r.due_on', '>=', from)
    .where('r.due_on', '<=', until)
    .execute() as Promise<Array<Pick<ReminderRow, 'user_id' | 'tenant_id' | 'due_on' | 'cadence'>>>;

/**
 * Every OPEN request due by `dueBy` (overdue ones included) of these people, across their companies, with
 * what the message needs. Ordered by person, then due date: the run groups them into one message per person.
 */
export const openRequestsOfPeople = (db: Db, userIds: string[], dueBy: string, firmDate: string) =>
  remindableRequests(db, firmDate)
    .select([
      'u.id as user_id',
      'u.email',
      'u.name',
      'u.locale',
      'u.phone_mobile',
      'r.id',
      'r.tenant_id',
      't.name as tenant_name',
      'r.title',
      dayText('r.due_on').as('due_on'),
      's.cadence',
    ])
    .where('tm.user_id', 'in', userIds)
    .where('r.due_on', '<=', dueBy)
    .orderBy('u.id')
    .orderBy('r.due_on')
    .orderBy('r.id')
    .execute() as Promise<ReminderRow[]>;

export type ReminderRow = {
  user_id: string;
  email: string;
  name: string;
  locale: string;
  phone_mobile: string | null;
  id: string;
  tenant_id: string;
  tenant_name: string;
  title: string;
  due_on: string;
  cadence: TReminderCadence | null;
};

/**
 * Which of these requests are still OPEN, read in the sending transaction just before the message is queued.
 * Not locked: a submission that commits a moment later simply finds the reminder already on its way.
 */
export const stillOpen = async (trx: Db, ids: string[]): Promise<Set<string>> =>
  new Set(
    ids.length === 0
      ? []
      : (
          await trx
            .selectFrom('document_requests')
            .select('id')
            .where('id', 'in', ids)
            .where('status', '=', 'OPEN')
            .execute()
        ).map((r) => r.id),
  );

/** Claims the person's reminder of the day; false when one was queued already (another run, another instance). */
export async function claimDailyReminder(trx: Db, userId: string, firmDate: string, requests: number) {
  const row = await trx
    .insertInto('request_reminder_deliveries')
    .values({ user_id: userId, firm_date: firmDate, requests })
    .onConflict((oc) => oc.columns(['user_id', 'firm_date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The tenant's OPEN requests (all, or those among `ids`), due date first, for a nudge. */
export const openRequestsOfTenant = async (db: Db, tenantId: string, ids: string[] | undefined) => {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('document_requests as r')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .select(['r.id', 'r.title', dayText('r.due_on').as('due_on'), 't.name as tenant_name'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', 'OPEN');
  if (ids) query = query.where('r.id', 'in', ids);
  return query.orderBy('r.due_on').orderBy('r.id').execute();
};

/** The tenant's active members, with what a reminder needs of each (language, mobile number). */
export const activeMembersForReminders = (db: Db, tenantId: string) =>
  db
    .selectFrom('tenant_memberships as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .select(['u.id', 'u.email', 'u.name', 'u.locale', 'u.phone_mobile'])
    .where('tm.tenant_id', '=', tenantId)
    .where('u.status', '=', 'ACTIVE')
    .orderBy('u.email')
    .execute();
