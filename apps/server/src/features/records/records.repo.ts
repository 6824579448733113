import type { TRecordClass, TRetentionBasis } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';

export function retentionSchedule(db: Db) {
  return db.selectFrom('retention_schedule').selectAll().orderBy('record_class').execute();
}

export function lockRetentionRule(db: Db, recordClass: TRecordClass) {
  return db
    .selectFrom('retention_schedule')
    .selectAll()
    .where('record_class', '=', recordClass)
    .forUpdate()
    .executeTakeFirst();
}

export function setRetentionRule(
  db: Db,
  recordClass: TRecordClass,
  rule: { basis: TRetentionBasis; years: number; source: string; updated_by: string },
) {
  return db
    .updateTable('retention_schedule')
    .set({ ...rule, updated_at: sql<Date>`now()` })
    .where('record_class', '=', recordClass)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockRetentionOverride(db: Db, tenantId: string, recordClass: TRecordClass) {
  return db
    .selectFrom('retention_overrides')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('record_class', '=', recordClass)
    .forUpdate()
    .executeTakeFirst();
}

export function upsertRetentionOverride(
  db: Db,
  row: {
    tenant_id: string;
    record_class: TRecordClass;
    basis: TRetentionBasis;
    years: number;
    reason: string;
    created_by: string;
  },
) {
  return db
    .insertInto('retention_overrides')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'record_class']).doUpdateSet({
        basis: row.basis,
        years: row.years,
        reason: row.reason,
        created_by: row.created_by,
        created_at: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteRetentionOverride(db: Db, tenantId: string, recordClass: TRecordClass) {
  return db
    .deleteFrom('retention_overrides')
    .where('tenant_id', '=', tenantId)
    .where('record_class', '=', recordClass)
    .execute();
}

/**
 * The name of the company's document, live or in the trash (a trashed one may be held: that keeps it from the
 * purge); undefined when the company has no such document. The one read of another feature's table here besides
 * the disposal review: a hold names a document.
 */
export async function documentNameOf(db: Db, tenantId: string, documentId: string) {
  const row = await db
    .selectFrom('documents')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row?.name;
}

/** The company's own rules, by class (retention_overrides' key). */
export function retentionOverridesOf(db: Db, tenantId: string) {
  return db
    .selectFrom('retention_overrides')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('record_class')
    .execute();
}

/**
 * Whether a disposal has claimed the company's items (or this document's) and is removing their bytes: placing a
 * hold then would not save them. Read through disposal_items_disposing_idx, in the hold's transaction after the
 * company's row is locked (a disposal claims under a key-share lock on it, so one of the two waits).
 */
export async function disposalInFlight(db: Db, tenantId: string, documentId: string | null) {
  const row = await db
    .selectFrom('disposal_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'DISPOSING')
    .$if(documentId !== null, (q) => q.where('document_id', '=', documentId!))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertLegalHold(
  db: Db,
  hold: { tenant_id: string; document_id: string | null; reason: string; held_by: string },
) {
  return db.insertInto('legal_holds').values(hold).returningAll().executeTakeFirstOrThrow();
}

export function lockLegalHold(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('legal_holds')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function releaseLegalHold(db: Db, id: string, release: { released_by: string; release_reason: string }) {
  return db
    .updateTable('legal_holds')
    .set({ ...release, released_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The company's holds, newest first, from legal_holds_tenant_idx. */
export function legalHoldsOf(db: Db, tenantId: string, query: { activeOnly: boolean; limit: number }) {
  return db
    .selectFrom('legal_holds as h')
    .leftJoin('documents as d', (join) =>
      join.onRef('d.id', '=', 'h.document_id').onRef('d.tenant_id', '=', 'h.tenant_id'),
    )
    .selectAll('h')
    .select('d.name as document_name')
    .where('h.tenant_id', '=', tenantId)
    .$if(query.activeOnly, (q) => q.where('h.released_at', 'is', null))
    .orderBy('h.held_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(query.limit)
    .execute();
}
export type LegalHoldRow = Awaited<ReturnType<typeof legalHoldsOf>>[number];
