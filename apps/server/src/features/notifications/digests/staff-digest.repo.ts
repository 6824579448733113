import { sql } from 'kysely';
import { dayText } from '../../../platform/db/exact-values.ts';
import type { Db } from '../../../platform/db/schema.ts';

/**
 * The staff morning digest's reads. Like the dashboard, a read-only summary across features' tables: each count
 * starts from the clients one staff member looks after (tenants_responsible_staff_idx) and reads each client's
 * rows of the window from an index led by tenant_id (migration 2026_12_05_0410), never a table's whole history.
 */
export type Window = { staffId: string; from: Date; until: Date };
export type TenantCount = { tenant_id: string; tenant_name: string; n: number };

/** Active firm staff (a firm role, no company membership) with their roles and choices. */
export const digestStaff = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('user_notification_preferences as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.locale',
      sql<string[]>`array_agg(r.name)`.as('roles'),
      'p.staff_digest',
      'p.digest_hour',
      // One pass over the clients as a hashed set, not a probe per person: a probe's plan guesses from how many
      // clients the busiest staff member has, and at 100,000 companies it scanned them all for every person (12 s).
      (eb) =>
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('tenants as t')
            .select('t.responsible_staff_id')
            .where('t.status', '=', 1)
            .where('t.responsible_staff_id', 'is not', null),
        ).as('has_clients'),
    ])
    .where('u.status', '=', 'ACTIVE')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('tenant_memberships as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id'))),
    )
    .groupBy(['u.id', 'p.user_id'])
    .execute();

/**
 * The database's "now": a window ends here, in the time the counted rows were written in (the firm's clock
 * decides only when a digest is due; under the test clock the two differ).
 */
export const databaseNow = async (db: Db) => (await sql<{ now: Date }>`select now() as now`.execute(db)).rows[0]!.now;

/** The last digest made: its firm day and where its window ended (none yet: undefined). */
export const lastDigest = (db: Db, staffId: string) =>
  db
    .selectFrom('staff_digests')
    .select([dayText('firm_date').as('firm_date'), 'covered_until'])
    .where('user_id', '=', staffId)
    .orderBy('firm_date', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Claims the day's digest; false when it was made already (a re-run, another instance). */
export async function claimStaffDigest(
  trx: Db,
  claim: { staffId: string; firmDate: string; from: Date; until: Date; sent: boolean },
) {
  const row = await trx
    .insertInto('staff_digests')
    .values({
      user_id: claim.staffId,
      firm_date: claim.firmDate,
      covered_from: claim.from,
      covered_until: claim.until,
      sent: claim.sent,
    })
    .onConflict((oc) => oc.columns(['user_id', 'firm_date']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The staff member's active clients, as the start of every count. */
const clientsOf = (db: Db, staffId: string) =>
  db.selectFrom('tenants as t').where('t.responsible_staff_id', '=', staffId).where('t.status', '=', 1);

const perTenant = sql<number>`count(*)::int`.as('n');

/** Files the clients' own users uploaded in the window (live ones). */
export const uploadsByClient = (db: Db, w: Window) =>
  clientsOf(db, w.staffId)
    .innerJoin('documents as d', 'd.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('d.deleted_at', 'is', null)
    .where('d.uploaded_at', '>=', w.from)
    .where('d.uploaded_at', '<', w.until)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tenant_memberships as m')
          .select('m.user_id')
          .whereRef('m.tenant_id', '=', 'd.tenant_id')
          .whereRef('m.user_id', '=', 'd.uploaded_by'),
      ),
    )
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;

export const salesTaxSent = (db: Db, w: Window) =>
  clientsOf(db, w.staffId)
    .innerJoin('sales_tax_records as s', 's.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('s.created_at', '>=', w.from)
    .where('s.created_at', '<', w.until)
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;

export const payrollSent = (db: Db, w: Window) =>
  clientsOf(db, w.staffId)
    .innerJoin('payroll_submissions as p', 'p.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('p.created_at', '>=', w.from)
    .where('p.created_at', '<', w.until)
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;

export const requestsSubmitted = (db: Db, w: Window) =>
  clientsOf(db, w.staffId)
    .innerJoin('document_requests as r', 'r.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('r.submitted_at', 'is not', null)
    .where('r.submitted_at', '>=', w.from)
    .where('r.submitted_at', '<', w.until)
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;

export const signaturesMade = (db: Db, w: Window) =>
  clientsOf(db, w.staffId)
    .innerJoin('signing_signers as g', 'g.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('g.signed_at', 'is not', null)
    .where('g.signed_at', '>=', w.from)
    .where('g.signed_at', '<', w.until)
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;

/** OPEN requests due before `today` (the firm's date), per client. */
export const overdueRequests = (db: Db, staffId: string, today: string) =>
  clientsOf(db, staffId)
    .innerJoin('document_requests as r', 'r.tenant_id', 't.id')
    .select(['t.id as tenant_id', 't.name as tenant_name', perTenant])
    .where('r.status', '=', 'OPEN')
    .where('r.due_on', '<', today)
    .groupBy(['t.id', 't.name'])
    .execute() as Promise<TenantCount[]>;
