import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';
import { dayText } from '../../platform/db/exact-values.ts';
import type { EnvelopeStatus } from '../../platform/db/tables/signing.table.ts';

/** An envelope's row with its company's and creator's names, as every read presents it. */
export const envelopes = (db: Db) =>
  db
    .selectFrom('signing_envelopes')
    .innerJoin('tenants', 'tenants.id', 'signing_envelopes.tenant_id')
    .select((eb) => [
      'signing_envelopes.id',
      'signing_envelopes.tenant_id',
      'tenants.name as company_name',
      'signing_envelopes.title',
      'signing_envelopes.message',
      'signing_envelopes.status',
      'signing_envelopes.signing_order',
      'signing_envelopes.verification',
      dayText('signing_envelopes.due_date').as('due_date'),
      'signing_envelopes.expires_at',
      'signing_envelopes.original_path',
      'signing_envelopes.original_sha256',
      'signing_envelopes.pages',
      'signing_envelopes.signed_path',
      'signing_envelopes.created_by',
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'signing_envelopes.created_by')
        .as('created_by_name'),
      'signing_envelopes.created_at',
      'signing_envelopes.sent_at',
      'signing_envelopes.completed_at',
      'signing_envelopes.ended_at',
      'signing_envelopes.voided_reason',
      'signing_envelopes.last_reminded_at',
    ]);
export type EnvelopeRow = Awaited<ReturnType<ReturnType<typeof envelopes>['executeTakeFirstOrThrow']>>;

export const findEnvelope = (db: Db, envelopeId: string) =>
  envelopes(db).where('signing_envelopes.id', '=', envelopeId).executeTakeFirst();

/** Holds the envelope's row until the transaction ends: one signing step at a time per envelope. */
export const lockEnvelope = (trx: Db, envelopeId: string) =>
  trx
    .selectFrom('signing_envelopes')
    .select(['id', 'status'])
    .where('id', '=', envelopeId)
    .forUpdate()
    .executeTakeFirst();

export type EnvelopeFilter = {
  tenantId?: string | undefined;
  status?: EnvelopeStatus | undefined;
  search?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
};

/** Newest first (the (tenant_id, created_at, id) and (created_at, id) indexes), each filter narrowing it. */
export function listEnvelopes(db: Db, filter: EnvelopeFilter, page: PageRequest) {
  let query = envelopes(db).orderBy('signing_envelopes.created_at', 'desc').orderBy('signing_envelopes.id', 'desc');
  if (filter.tenantId) query = query.where('signing_envelopes.tenant_id', '=', filter.tenantId);
  if (filter.status) query = query.where('signing_envelopes.status', '=', filter.status);
  if (filter.dueFrom) query = query.where('signing_envelopes.due_date', '>=', filter.dueFrom);
  if (filter.dueTo) query = query.where('signing_envelopes.due_date', '<=', filter.dueTo);
  if (filter.search)
    query = query.where(sql`lower(signing_envelopes.title)`, 'like', containsPattern(filter.search.toLowerCase()));
  return paginate(db, query, page);
}

export type NewEnvelope = {
  tenantId: string;
  title: string;
  originalPath: string;
  sha256: string;
  pages: { width: number; height: number }[];
  createdBy: string;
};

export async function insertEnvelope(trx: Db, e: NewEnvelope): Promise<string> {
  const row = await trx
    .insertInto('signing_envelopes')
    .values({
      tenant_id: e.tenantId,
      title: e.title,
      original_path: e.originalPath,
      original_sha256: e.sha256,
      pages: JSON.stringify(e.pages),
      created_by: e.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateEnvelope = (trx: Db, envelopeId: string, change: Record<string, unknown>) =>
  trx
    .updateTable('signing_envelopes')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', envelopeId)
    .execute();

export const saveDocument = (
  trx: Db,
  envelopeId: string,
  kind: 'original' | 'signed',
  bytes: Uint8Array,
  sha256: string,
) =>
  trx
    .insertInto('signing_documents')
    .values({ envelope_id: envelopeId, kind, bytes, sha256 })
    .onConflict((oc) => oc.columns(['envelope_id', 'kind']).doUpdateSet({ bytes, sha256 }))
    .execute();

export const readDocument = (db: Db, envelopeId: string, kind: 'original' | 'signed') =>
  db
    .selectFrom('signing_documents')
    .select(['bytes', 'sha256'])
    .where('envelope_id', '=', envelopeId)
    .where('kind', '=', kind)
    .executeTakeFirst();

/** Days 'YYYY-MM-DD': envelopes due from `start` to `end`, and the firm's `today` an open one is overdue after. */
export type DueRange = { start: string; end: string; today: string };

/** One tenant's envelopes due on one day, counted as the completeness matrix counts requests. */
export type DueDayCounts = {
  tenant_id: string;
  day: string;
  expected: number;
  submitted: number;
  done: number;
  overdue: number;
};

// The envelopes that count as asked for: out for signature, or signed by everyone. A draft was never asked for;
// a declined, voided or expired one was withdrawn (staff send a new one), like a CANCELLED request. Written out,
// not bound, so the planner matches signing_envelopes_due_tenant_idx's predicate.
const COUNTED = sql<boolean>`e.status IN ('sent', 'completed')`;

/**
 * The envelopes due in `range` per (tenant, due day), in the columns of the matrix's own per-day counts: each one
 * expected, a completed one done, a sent one past its due day overdue (a partly signed one is still owed, so
 * nothing is ever "submitted"). `tenantIds` null: every tenant. An index-only range of
 * signing_envelopes_due_tenant_idx, in the order it groups by.
 */
export function signaturesDueByDay(range: DueRange, tenantIds: readonly string[] | null): RawBuilder<DueDayCounts> {
  const tenants = tenantIds === null ? sql`TRUE` : sql`e.tenant_id = ANY(${[...tenantIds]}::uuid[])`;
  return sql<DueDayCounts>`
    SELECT e.tenant_id, e.due_date AS day,
      count(*) AS expected,
      0::bigint AS submitted,
      count(*) FILTER (WHERE e.status = 'completed') AS done,
      count(*) FILTER (WHERE e.status = 'sent' AND e.due_date < ${range.today}) AS overdue
    FROM signing_envelopes e
    WHERE ${tenants} AND ${COUNTED} AND e.due_date >= ${range.start} AND e.due_date <= ${range.end}
    GROUP BY e.tenant_id, e.due_date`;
}

/** One tenant's counted envelopes due from `start` to `end`, by due day, with how many of their signers signed. */
export const envelopesDueIn = (db: Db, tenantId: string, start: string, end: string) =>
  db
    .selectFrom('signing_envelopes as e')
    .select((eb) => [
      'e.id',
      'e.title',
      'e.status',
      dayText('e.due_date').as('due_date'),
      eb
        .selectFrom('signing_signers as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.envelope_id', '=', 'e.id')
        .as('signers'),
      eb
        .selectFrom('signing_signers as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.envelope_id', '=', 'e.id')
        .where('s.status', '=', 'signed')
        .as('signed'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where(COUNTED)
    .where('e.due_date', '>=', start)
    .where('e.due_date', '<=', end)
    .orderBy('e.due_date')
    .orderBy('e.id')
    .execute();

/** A signer's hand-signed copy (one per signer: recording it again replaces that signer's only). */
export const savePaperCopy = (trx: Db, envelopeId: string, signerId: string, bytes: Uint8Array, sha256: string) =>
  trx
    .insertInto('signing_paper_copies')
    .values({ signer_id: signerId, envelope_id: envelopeId, bytes, sha256 })
    .onConflict((oc) => oc.column('signer_id').doUpdateSet({ bytes, sha256 }))
    .execute();

/** The envelope's paper copies, by signer. */
export const listPaperCopies = (db: Db, envelopeId: string) =>
  db
    .selectFrom('signing_paper_copies')
    .select(['signer_id', 'bytes', 'sha256'])
    .where('envelope_id', '=', envelopeId)
    .orderBy('created_at')
    .execute();
