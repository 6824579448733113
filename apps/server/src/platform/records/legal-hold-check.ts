import type { Db } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * The legal-hold check (issue 35) every path that removes a document asks: deleting to the trash, purging it,
 * and (later) disposing of it. Holds are placed and released by the records feature; this is the one read of
 * them, platform code so that the files feature calls it without reaching into another feature. Reads the
 * active holds through legal_holds_active_idx.
 */
export const legalHold = () =>
  new AppError(409, 'LEGAL_HOLD', 'This is on legal hold: it cannot be deleted until the hold is released');

/** Whether the company, or anything in `folder` or below it, is held (a folder delete takes them all). */
async function isHeldBelow(db: Db, tenantId: string, folder: string): Promise<boolean> {
  const below = `${folder.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  const row = await db
    .selectFrom('legal_holds as h')
    .leftJoin('documents as d', 'd.id', 'h.document_id')
    .select('h.id')
    .where('h.tenant_id', '=', tenantId)
    .where('h.released_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('h.document_id', 'is', null),
        eb.and([eb('d.tenant_id', '=', tenantId), eb.or([eb('d.folder', '=', folder), eb('d.folder', 'like', below)])]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the company's row against a hold being placed until the caller's transaction ends: placing takes the row
 * FOR UPDATE (`lockCompanyForHold`), which waits for this KEY SHARE lock and it for the placing. So a hold placed
 * while a delete runs either is seen by its check or waits for the delete to commit; it never slips between the
 * check and the delete. Key-share locks do not wait for each other: deletes and uploads go on side by side.
 */
async function shareCompanies(trx: Db, tenantIds: readonly string[]) {
  if (tenantIds.length === 0) return;
  // One statement, rows locked in id order: a batch spanning hundreds of companies is one round trip, and two
  // batches never wait on each other crosswise.
  await trx.selectFrom('tenants').select('id').where('id', 'in', tenantIds).orderBy('id').forKeyShare().execute();
}

/** Taken by placing a hold, in its transaction (see shareCompanies). */
export async function lockCompanyForHold(trx: Db, tenantId: string) {
  await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
}

/** Refuses with 409 LEGAL_HOLD when any of these documents is held. Call in the delete's transaction. */
export async function refuseHeldDocuments(trx: Db, tenantId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) return;
  await shareCompanies(trx, [tenantId]);
  const held = await heldAmong(
    trx,
    documentIds.map((id) => ({ id, tenant_id: tenantId })),
  );
  if (held.size > 0) throw legalHold();
}

/** Refuses with 409 LEGAL_HOLD when the folder holds anything held (or the company is). In the delete's transaction. */
export async function refuseHeldFolder(trx: Db, tenantId: string, folder: string) {
  await shareCompanies(trx, [tenantId]);
  if (await isHeldBelow(trx, tenantId, folder)) throw legalHold();
}

/**
 * `heldAmong` for a step that removes these documents next (a disposal's batch): each company's row key-share
 * locked first, as a delete's check does, so a hold placed meanwhile waits for the caller's transaction.
 */
export async function heldAmongLocked(trx: Db, documents: readonly { id: string; tenant_id: string }[]) {
  await shareCompanies(trx, [...new Set(documents.map((d) => d.tenant_id))]);
  return heldAmong(trx, documents);
}

/** Which of these documents (of one company or several) are held: one read, for a delete or a batch of the trash purge. */
export async function heldAmong(db: Db, documents: readonly { id: string; tenant_id: string }[]) {
  if (documents.length === 0) return new Set<string>();
  const holds = await db
    .selectFrom('legal_holds')
    .select(['tenant_id', 'document_id'])
    .where('tenant_id', 'in', [...new Set(documents.map((d) => d.tenant_id))])
    .where('released_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('document_id', 'is', null),
        eb(
          'document_id',
          'in',
          documents.map((d) => d.id),
        ),
      ]),
    )
    .execute();
  const heldCompanies = new Set(holds.filter((h) => h.document_id === null).map((h) => h.tenant_id));
  const heldDocuments = new Set(holds.map((h) => h.document_id));
  return new Set(documents.filter((d) => heldCompanies.has(d.tenant_id) || heldDocuments.has(d.id)).map((d) => d.id));
}
