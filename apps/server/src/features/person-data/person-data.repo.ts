import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import { dayText, moneyText } from '../../platform/db/exact-values.ts';

/** Rows of one kind a person's export holds at most (a person with more is an operator's question). */
export const EXPORT_ROWS_CAP = 10_000;

export const personById = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'user_name', 'phone_mobile', 'phone_office', 'fax', 'status', 'locale'])
    .select(['last_sign_in_at', 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** The firm roles she holds, and her companies with the role in each. */
export async function rolesOf(db: Db, userId: string) {
  const [firm, tenants] = await Promise.all([
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select('r.name')
      .where('ur.user_id', '=', userId)
      .where('r.scope', '=', 'firm')
      .execute(),
    db
      .selectFrom('tenant_memberships as m')
      .innerJoin('roles as r', 'r.id', 'm.role_id')
      .innerJoin('tenants as t', 't.id', 'm.tenant_id')
      .select(['m.tenant_id', 't.name as tenant', 'r.name as role'])
      .where('m.user_id', '=', userId)
      .execute(),
  ]);
  return { firm: firm.map((r) => r.name), tenants };
}

export const sessionsOf = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();

/** Her sign-ins as the audit trail has them (OK and refused), newest first, through audit_events_actor_at_seq_idx. */
export const signInEventsOf = (db: Db, userId: string) =>
  db
    .selectFrom('audit_events')
    .select(['at', 'action', 'result', 'ip', 'user_agent', 'detail'])
    .where('actor_user_id', '=', userId)
    .where('action', 'in', ['SIGN_IN', 'SIGN_OUT', 'MFA_VERIFY'])
    .orderBy('at', 'desc')
    .orderBy('seq', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();

/** Every document she uploaded (live or in the trash), with its company's storage, through documents_uploader_idx. */
export const uploadsOf = (db: Db, userId: string, limit = EXPORT_ROWS_CAP) =>
  db
    .selectFrom('documents as d')
    .innerJoin('tenants as t', 't.id', 'd.tenant_id')
    .select(['d.id', 'd.tenant_id', 't.name as tenant', 'd.folder', 'd.name', 'd.size', 'd.sha256', 'd.storage_path'])
    .select(['d.record_class', 'd.tax_year', 'd.uploaded_at', 'd.deleted_at', 'd.created_at'])
    .select(['t.root_directory', 't.root_directory_type'])
    .where('d.uploaded_by', '=', userId)
    .orderBy('d.uploaded_at', 'desc')
    .limit(limit)
    .execute();

export const payrollOf = (db: Db, userId: string) =>
  db
    .selectFrom('payroll_submissions as p')
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .select(['p.id', 't.name as tenant', 'p.payroll_period_type', 'p.file_name', 'p.created_at'])
    .select([
      moneyText('p.payroll_amount').as('payroll_amount'),
      dayText('p.payroll_period_date_from').as('payroll_period_date_from'),
      dayText('p.payroll_period_date_to').as('payroll_period_date_to'),
    ])
    .where('p.submitted_by', '=', userId)
    .orderBy('p.created_at', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();

export const salesTaxOf = (db: Db, userId: string) =>
  db
    .selectFrom('sales_tax_records as s')
    .innerJoin('tenants as t', 't.id', 's.tenant_id')
    .select(['s.id', 't.name as tenant', 's.status', 's.created_at'])
    .select([
      moneyText('s.sale_amount').as('sale_amount'),
      moneyText('s.collected_tax_amount').as('collected_tax_amount'),
      dayText('s.sale_month_date').as('sale_month_date'),
      dayText('s.submitted_date').as('submitted_date'),
    ])
    .where('s.submitted_by', '=', userId)
    .orderBy('s.created_at', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();

export const organizerAnswersOf = (db: Db, userId: string) =>
  db
    .selectFrom('organizer_answers as a')
    .innerJoin('organizers as o', 'o.id', 'a.organizer_id')
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .select(['a.organizer_id', 't.name as tenant', 'o.tax_year', 'a.question_key', 'a.value', 'a.answered_at'])
    .where('a.answered_by', '=', userId)
    .orderBy('a.answered_at', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();

/** The messages she wrote (not removed ones' text), with their thread's subject. */
export const messagesOf = (db: Db, userId: string) =>
  db
    .selectFrom('messages as m')
    .innerJoin('message_threads as th', 'th.id', 'm.thread_id')
    .innerJoin('tenants as t', 't.id', 'm.tenant_id')
    .select(['m.id', 't.name as tenant', 'th.subject', 'm.created_at', 'm.edited_at', 'm.removed_at'])
    .select(sql<string>`case when m.removed_at is null then m.body_text else '' end`.as('text'))
    .where('m.author_id', '=', userId)
    .orderBy('m.created_at', 'desc')
    .limit(EXPORT_ROWS_CAP)
    .execute();
