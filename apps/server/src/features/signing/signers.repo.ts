import { sql, type Insertable, type Updateable } from 'kysely';
import { nullableDayText } from '../../platform/db/exact-values.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { SigningFieldsTable, SigningSignersTable } from '../../platform/db/tables/signing.table.ts';

export const listSigners = (db: Db, envelopeIds: string[]) =>
  envelopeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('signing_signers')
        .selectAll()
        .where('envelope_id', 'in', envelopeIds)
        .orderBy('envelope_id')
        .orderBy('position')
        .execute();
export type SignerRow = Awaited<ReturnType<typeof listSigners>>[number];

export const findSigner = (db: Db, signerId: string) =>
  db.selectFrom('signing_signers').selectAll().where('id', '=', signerId).executeTakeFirst();

export const findSignerByLink = (db: Db, tokenHash: string) =>
  db.selectFrom('signing_signers').selectAll().where('link_token_hash', '=', tokenHash).executeTakeFirst();

/** A signed-in user's own place on an envelope. */
export const findUserSigner = (db: Db, envelopeId: string, userId: string) =>
  db
    .selectFrom('signing_signers')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const updateSigner = (trx: Db, signerId: string, change: Updateable<SigningSignersTable>) =>
  trx.updateTable('signing_signers').set(change).where('id', '=', signerId).execute();

/** A draft's signers and fields replaced whole, in the caller's transaction. */
export async function replaceSigners(
  trx: Db,
  envelopeId: string,
  keep: string[],
  rows: Insertable<SigningSignersTable>[],
) {
  let gone = trx.deleteFrom('signing_signers').where('envelope_id', '=', envelopeId);
  if (keep.length > 0) gone = gone.where('id', 'not in', keep);
  await gone.execute();
  // Positions move while kept rows stay: park every kept row out of the way of the unique (envelope, position).
  if (keep.length > 0) {
    await trx
      .updateTable('signing_signers')
      .set((eb) => ({ position: eb('position', '+', 1000) }))
      .where('id', 'in', keep)
      .execute();
  }
  for (const row of rows) {
    if (row.id && keep.includes(row.id)) {
      const { id, ...change } = row;
      await trx.updateTable('signing_signers').set(change).where('id', '=', id).execute();
    } else {
      await trx.insertInto('signing_signers').values(row).execute();
    }
  }
}

export const listFields = (db: Db, envelopeId: string) =>
  db
    .selectFrom('signing_fields')
    .selectAll()
    .where('envelope_id', '=', envelopeId)
    .orderBy('page')
    .orderBy('y')
    .orderBy('x')
    .execute();
export type FieldRow = Awaited<ReturnType<typeof listFields>>[number];

/** A field as staff placed it (a draft's or a template's), without its value. */
export type PlacedField = Pick<
  SigningFieldsTable,
  'signer_position' | 'kind' | 'page' | 'x' | 'y' | 'width' | 'height' | 'required'
> & { label?: string | null | undefined };

/** The envelope's fields, all of them anew: what staff saved last is the layout. */
export async function replaceFields(trx: Db, envelopeId: string, fields: PlacedField[]) {
  await trx.deleteFrom('signing_fields').where('envelope_id', '=', envelopeId).execute();
  if (fields.length === 0) return;
  const rows: Insertable<SigningFieldsTable>[] = fields.map((f) => ({
    envelope_id: envelopeId,
    signer_position: f.signer_position,
    kind: f.kind,
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
    required: f.required,
    label: f.label ?? null,
  }));
  await trx.insertInto('signing_fields').values(rows).execute();
}

export const setFieldValue = (trx: Db, fieldId: string, value: string) =>
  trx.updateTable('signing_fields').set({ value }).where('id', '=', fieldId).execute();

/**
 * The envelopes of `tenantIds` waiting on this user's signature now: their place told (or already opened) and
 * not done, the envelope still out and not past its expiry. A place still 'waiting' (a signer before them has
 * not signed yet) is not their turn. The partial signing_signers_turn_idx holds exactly the live places, so a
 * client with years of signed envelopes costs only what they must act on; soonest due first, none last.
 */
export const envelopesAwaitingUser = (
  db: Db,
  userId: string,
  tenantIds: readonly string[],
  now: Date,
  limit: number,
) =>
  tenantIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('signing_signers as s')
        .innerJoin('signing_envelopes as e', 'e.id', 's.envelope_id')
        .select(['e.id', 'e.tenant_id', 'e.title', nullableDayText('e.due_date').as('due_date'), 'e.expires_at'])
        .where('s.user_id', '=', userId)
        // Written out, not bound: the planner matches them to the partial index's own predicate.
        .where(sql<boolean>`s.status IN ('notified', 'viewed')`)
        .where('s.tenant_id', 'in', [...tenantIds])
        .where(sql<boolean>`e.status = 'sent'`)
        .where((eb) => eb.or([eb('e.expires_at', 'is', null), eb('e.expires_at', '>', now)]))
        .orderBy('e.due_date', (ob) => ob.asc().nullsLast())
        .orderBy('e.expires_at')
        .orderBy('e.id')
        .limit(limit)
        .execute();
