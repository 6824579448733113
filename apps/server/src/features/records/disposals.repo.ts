import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import type { DisposalItemStatus, DisposalReviewStatus } from '../../platform/db/tables/records.table.ts';
import type { DueDocument } from './disposal-due.repo.ts';

/** Columns a review answers with (never the certificate's bytes: those are read only for a download). */
const REVIEW_COLUMNS = [
  'id',
  'review_day',
  'status',
  'listed_at',
  'first_approver',
  'first_approved_at',
  'second_approver',
  'second_approved_at',
  'completed_at',
  'certificate_json_sha256',
  'certificate_pdf_sha256',
] as const;

/** The review of `day`, made if there is none yet (one per firm day: the job's re-runs that day share it). */
export async function reviewOfDay(db: Db, day: string, listedAt: Date) {
  await db
    .insertInto('disposal_reviews')
    .values({ review_day: day, listed_at: listedAt })
    .onConflict((oc) => oc.column('review_day').doNothing())
    .execute();
  return db
    .selectFrom('disposal_reviews')
    .select(REVIEW_COLUMNS)
    .where('review_day', '=', day)
    .executeTakeFirstOrThrow();
}
export type ReviewRow = Awaited<ReturnType<typeof reviewOfDay>>;

/**
 * Records a page of due documents in the review, with what the certificate will need once they are gone (company
 * name, folder, name, SHA-256). One listed already (disposal_items_listed_idx) is skipped: re-runs add nothing.
 */
export async function insertDueItems(db: Db, reviewId: string, due: DueDocument[]): Promise<number> {
  if (due.length === 0) return 0;
  const rules = sql.join(due.map((d) => sql`(${d.id}::uuid, ${d.basis}, ${d.years}::int)`));
  const result = await sql`
    insert into disposal_items
      (review_id, document_id, tenant_id, company_name, folder, name, record_class, tax_year, sha256, basis, years)
    select ${reviewId}, d.id, d.tenant_id, t.name, d.folder, d.name, d.record_class, d.tax_year, d.sha256,
      r.basis, r.years
    from (values ${rules}) as r(id, basis, years)
    join documents d on d.id = r.id
    join tenants t on t.id = d.tenant_id
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Companies whose newest live document is older than `before` (the FTC two-year rule), flagged in the review.
 * One backward step of documents_recent_idx per company.
 */
export async function flagInactiveCompanies(db: Db, reviewId: string, before: Date): Promise<number> {
  const result = await sql`
    insert into disposal_inactive_companies (review_id, tenant_id, company_name, last_activity_at)
    select ${reviewId}, t.id, t.name, last.at
    from tenants t
    cross join lateral (
      select d.uploaded_at as at from documents d
      where d.tenant_id = t.id and d.deleted_at is null
      order by d.uploaded_at desc limit 1
    ) last
    where last.at < ${before}
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export const reviewById = (db: Db, id: string) =>
  db.selectFrom('disposal_reviews').select(REVIEW_COLUMNS).where('id', '=', id).executeTakeFirst();

export const lockReview = (trx: Db, id: string) =>
  trx.selectFrom('disposal_reviews').select(REVIEW_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

/** Newest first, a keyset page through disposal_reviews_listed_idx. */
export async function reviewsPage(db: Db, after: string | undefined, limit: number) {
  let query = db.selectFrom('disposal_reviews').select(REVIEW_COLUMNS);
  if (after) {
    const from = await db
      .selectFrom('disposal_reviews')
      .select(['listed_at', 'id'])
      .where('id', '=', after)
      .executeTakeFirst();
    if (from) query = query.where(sql<boolean>`(listed_at, id) < (${from.listed_at}, ${from.id}::uuid)`);
  }
  return query.orderBy('listed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** A review's items in id order, a keyset page through disposal_items_review_idx. */
export function itemsPage(db: Db, reviewId: string, after: string | undefined, limit: number) {
  return db
    .selectFrom('disposal_items')
    .selectAll()
    .where('review_id', '=', reviewId)
    .$if(after !== undefined, (q) => q.where('id', '>', after!))
    .orderBy('id')
    .limit(limit)
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsPage>>[number];

export const inactiveCompaniesOf = (db: Db, reviewId: string) =>
  db
    .selectFrom('disposal_inactive_companies')
    .select(['tenant_id', 'company_name', 'last_activity_at'])
    .where('review_id', '=', reviewId)
    .orderBy('last_activity_at')
    .limit(1000)
    .execute();

export const lockItem = (trx: Db, reviewId: string, itemId: string) =>
  trx
    .selectFrom('disposal_items')
    .selectAll()
    .where('review_id', '=', reviewId)
    .where('id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();

export const setItemStatus = (
  trx: Db,
  itemId: string,
  values: { status: DisposalItemStatus; note?: string | null; changed_by?: string | null; disposed_at?: Date },
) => trx.updateTable('disposal_items').set(values).where('id', '=', itemId).execute();

export const setReview = (
  trx: Db,
  id: string,
  values: Partial<{
    status: DisposalReviewStatus;
    first_approver: string;
    first_approved_at: Date;
    second_approver: string;
    second_approved_at: Date;
    completed_at: Date;
    certificate_json: Buffer;
    certificate_json_sha256: string;
    certificate_pdf: Buffer;
    certificate_pdf_sha256: string;
  }>,
) => trx.updateTable('disposal_reviews').set(values).where('id', '=', id).execute();

/**
 * Claims the next items still to dispose of (DUE, or DISPOSING after a crash) after `after`, in id order through
 * the pending index: each locked and marked DISPOSING in one statement, with its company's storage. An item
 * another run settled meanwhile is re-checked under the lock and left out. Returned in id order.
 */
export async function claimPendingItems(trx: Db, reviewId: string, after: string | undefined, limit: number) {
  const next = trx
    .selectFrom('disposal_items')
    .select('id')
    .where('review_id', '=', reviewId)
    .where('status', 'in', ['DUE', 'DISPOSING'])
    .$if(after !== undefined, (q) => q.where('id', '>', after!))
    .orderBy('id')
    .limit(limit)
    .forUpdate();
  const claimed = await trx
    .updateTable('disposal_items as i')
    .set({ status: 'DISPOSING' })
    .from('tenants as t')
    .whereRef('t.id', '=', 'i.tenant_id')
    .where('i.id', 'in', next)
    .returning([
      'i.id',
      'i.document_id',
      'i.tenant_id',
      'i.folder',
      'i.name',
      't.root_directory',
      't.root_directory_type',
    ])
    .execute();
  return claimed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
export type PendingItem = Awaited<ReturnType<typeof claimPendingItems>>[number];

/** Items of a review in a state, all of them (the certificate's list), in id order. */
export const itemsInState = (db: Db, reviewId: string, status: DisposalItemStatus) =>
  db
    .selectFrom('disposal_items')
    .selectAll()
    .where('review_id', '=', reviewId)
    .where('status', '=', status)
    .orderBy('id')
    .execute();

/**
 * The review done, with its certificate. The files go as base64 text the database decodes: PGlite's own
 * encoding of a bytea parameter took 0.7 s for the 4 MB JSON of a 10,000-item certificate, this about 0.1 s.
 */
export const setReviewDone = (
  trx: Db,
  id: string,
  done: { completed_at: Date; json: Buffer; jsonSha256: string; pdf: Buffer; pdfSha256: string },
) =>
  trx
    .updateTable('disposal_reviews')
    .set({
      status: 'DONE',
      completed_at: done.completed_at,
      certificate_json: sql<Buffer>`decode(${done.json.toString('base64')}, 'base64')`,
      certificate_json_sha256: done.jsonSha256,
      certificate_pdf: sql<Buffer>`decode(${done.pdf.toString('base64')}, 'base64')`,
      certificate_pdf_sha256: done.pdfSha256,
    })
    .where('id', '=', id)
    .execute();

/** The certificate's files; PGlite answers bytea as a Uint8Array, pg as a Buffer: always a Buffer here. */
export async function certificateOf(db: Db, reviewId: string) {
  const row = await db
    .selectFrom('disposal_reviews')
    .select(['certificate_json', 'certificate_pdf'])
    .where('id', '=', reviewId)
    .executeTakeFirst();
  const buffer = (bytes: Uint8Array | null | undefined) => (bytes ? Buffer.from(bytes) : null);
  return { json: buffer(row?.certificate_json), pdf: buffer(row?.certificate_pdf) };
}

export const secondApproverSetting = async (db: Db) =>
  (await db.selectFrom('firm_branding').select('disposal_second_approver').executeTakeFirstOrThrow())
    .disposal_second_approver;

export const setSecondApproverSetting = (trx: Db, value: boolean) =>
  trx.updateTable('firm_branding').set({ disposal_second_approver: value }).execute();

export const lockFirmBranding = (trx: Db) =>
  trx.selectFrom('firm_branding').select('disposal_second_approver').forUpdate().executeTakeFirstOrThrow();

export const usersNamed = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();

export const setItemsStatus = (
  trx: Db,
  ids: string[],
  values: { status: DisposalItemStatus; note?: string | null; disposed_at?: Date },
) =>
  ids.length === 0 ? Promise.resolve() : trx.updateTable('disposal_items').set(values).where('id', 'in', ids).execute();

/** Every version's bytes of these documents (the current one is a version too), live or in the trash. */
export const versionPathsOfDocuments = (db: Db, documentIds: string[]) =>
  db
    .selectFrom('document_versions')
    .select(['document_id', 'storage_path'])
    .where('document_id', 'in', documentIds)
    .union(db.selectFrom('documents').select(['id as document_id', 'storage_path']).where('id', 'in', documentIds))
    .execute();

/** The documents' rows and their versions' (ON DELETE CASCADE): what is left of each is its item's copy. */
export const deleteDocuments = (trx: Db, documentIds: string[]) =>
  documentIds.length === 0 ? Promise.resolve() : trx.deleteFrom('documents').where('id', 'in', documentIds).execute();
