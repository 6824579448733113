import type { FastifyBaseLogger } from 'fastify';
import { auditBatch, recordAlongside } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { crashPoint } from '../../platform/faults/crash-point.ts';
import { heldAmongLocked } from '../../platform/records/legal-hold-check.ts';
import type { FirmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import { mapLimit } from '../../platform/storage/map-limit.ts';
import type { StorageResolver, TenantStorage } from '../../platform/storage/storage.ts';
import { certificateDocument, preloadCertificateModules, writeCertificate } from './disposal-certificate.ts';
import {
  deleteDocuments,
  itemsInState,
  claimPendingItems,
  lockReview,
  reviewById,
  setItemsStatus,
  setReviewDone,
  usersNamed,
  versionPathsOfDocuments,
  type PendingItem,
} from './disposals.repo.ts';

export type DisposalDeps = {
  db: Db;
  storageFor: StorageResolver;
  signingKey: () => Promise<FirmSigningKey>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Items per step (default 500): each batch is claimed, emptied from storage and settled together. */
  batchSize?: number;
};

const SYSTEM = { userId: null, ip: null };
/** Files removed at once: enough to keep a disk or an S3 endpoint busy, few enough for libuv's thread pool. */
const STORAGE_CONCURRENCY = 16;
/** A batch to remove and settle, and the last item id it covered (held ones too): the next batch starts after. */
type Claimed = { items: PendingItem[]; versions: { document_id: string; storage_path: string }[]; last: string };

/**
 * Disposes of an approved review's items batch by batch, then writes the certificate. A batch is claimed
 * (DISPOSING) in a transaction that checks legal holds under each company's key-share lock (a hold placed since
 * listing keeps its item: HELD, on the trail); then every version's bytes are removed from storage (on S3 every
 * object version); then the rows go and the items are DISPOSED with one event each, in one transaction. A crash
 * anywhere leaves each item DUE, DISPOSING (bytes maybe partly gone: removing again is harmless) or DISPOSED, so
 * running again finishes exactly the rest, and the certificate lists exactly what is DISPOSED.
 *
 * The steps overlap: while one batch's files are removed (libuv's threads, or S3), the batch before, whose bytes
 * are all gone, is settled in the database; a failure in either waits for the other to end, so the states above
 * hold at every point.
 */
export async function executeDisposal(deps: DisposalDeps, reviewId: string): Promise<'done' | 'not-approved'> {
  const { db } = deps;
  const review = await reviewById(db, reviewId);
  if (!review || (review.status !== 'DISPOSING' && review.status !== 'DONE')) return 'not-approved';
  if (review.status === 'DONE') return 'done';
  preloadCertificateModules();
  let removed: Claimed | undefined;
  let after: string | undefined;
  for (;;) {
    const claimed = await claimBatch(deps, reviewId, after, deps.batchSize ?? 500);
    if (!claimed) break;
    after = claimed.last;
    // This batch's files go (libuv's threads, or S3) while the one before is settled in the database.
    const steps = await Promise.allSettled([removeBytes(deps, claimed), removed && settleBatch(deps, removed)]);
    for (const step of steps) if (step.status === 'rejected') throw step.reason;
    crashPoint('disposal-item-removed');
    removed = claimed;
  }
  if (removed) await settleBatch(deps, removed);
  await finishWithCertificate(deps, reviewId);
  return 'done';
}

/**
 * The next batch after `after` claimed, or undefined when none is left. The batch is marked DISPOSING, then
 * held items among it are settled in the same transaction (HELD), before anything commits; a batch whose every
 * item turned out held is claimed as an empty one, and the loop goes on. The cursor keeps a claim from taking
 * again the batch whose files are gone but which is not settled yet (DISPOSING until then); a new run starts
 * from the first item again, so what a crash left DISPOSING is taken up.
 */
async function claimBatch(
  deps: DisposalDeps,
  reviewId: string,
  after: string | undefined,
  size: number,
): Promise<Claimed | undefined> {
  const { db } = deps;
  const claimed = await db.transaction().execute(async (trx) => {
    const pending = await claimPendingItems(trx, reviewId, after, size);
    if (pending.length === 0) return undefined;
    const held = await heldAmongLocked(
      trx,
      pending.map((i) => ({ id: i.document_id, tenant_id: i.tenant_id })),
    );
    const keep = pending.filter((i) => held.has(i.document_id));
    await setItemsStatus(
      trx,
      keep.map((i) => i.id),
      { status: 'HELD', note: 'under legal hold when the disposal ran' },
    );
    const trail = auditBatch(SYSTEM);
    for (const item of keep) {
      trail.add({
        action: 'DISPOSAL_ITEM_HELD',
        tenantId: item.tenant_id,
        target: `disposal-item:${item.id}`,
        detail: pathOf(item),
      });
    }
    await trail.flush(trx);
    const go = pending.filter((i) => !held.has(i.document_id));
    return { go, last: pending.at(-1)!.id };
  });
  if (!claimed) return undefined;
  const { go, last } = claimed;
  const versions =
    go.length === 0
      ? []
      : await versionPathsOfDocuments(
          db,
          go.map((i) => i.document_id),
        );
  return { items: go, versions, last };
}

/** Every version's bytes of the batch, a bounded number at a time; each company's storage made once. */
async function removeBytes(deps: DisposalDeps, { items, versions }: Claimed) {
  const storages = new Map<string, TenantStorage>();
  for (const item of items) {
    if (!storages.has(item.tenant_id)) storages.set(item.tenant_id, deps.storageFor(item));
  }
  const tenantOf = new Map(items.map((i) => [i.document_id, i.tenant_id]));
  await mapLimit(versions, STORAGE_CONCURRENCY, (version) =>
    storages.get(tenantOf.get(version.document_id)!)!.destroy(version.storage_path),
  );
}

/** The rows gone, the items DISPOSED and one event each, together. */
async function settleBatch(deps: DisposalDeps, { items, versions }: Claimed) {
  if (items.length === 0) return;
  const counts = new Map<string, number>();
  for (const v of versions) counts.set(v.document_id, (counts.get(v.document_id) ?? 0) + 1);
  await deps.db.transaction().execute(async (trx) => {
    await deleteDocuments(
      trx,
      items.map((i) => i.document_id),
    );
    await setItemsStatus(
      trx,
      items.map((i) => i.id),
      { status: 'DISPOSED', disposed_at: deps.now() },
    );
    const trail = auditBatch(SYSTEM);
    for (const item of items) {
      trail.add({
        action: 'DISPOSAL_ITEM_DISPOSE',
        tenantId: item.tenant_id,
        target: `disposal-item:${item.id}`,
        detail: `${pathOf(item)} (${counts.get(item.document_id) ?? 0} versions)`,
      });
    }
    await trail.flush(trx);
  });
}

const pathOf = (item: { folder: string; name: string }) => (item.folder ? `${item.folder}/${item.name}` : item.name);

async function finishWithCertificate(deps: DisposalDeps, id: string) {
  const { db } = deps;
  const review = (await reviewById(db, id))!;
  const disposed = await itemsInState(db, id, 'DISPOSED');
  const held = await itemsInState(db, id, 'HELD');
  const people = await usersNamed(
    db,
    [review.first_approver, review.second_approver].filter((u) => u !== null),
  );
  const approvers = [
    { uuid: review.first_approver, at: review.first_approved_at },
    { uuid: review.second_approver, at: review.second_approved_at },
  ].flatMap(({ uuid, at }) => {
    const person = people.find((p) => p.id === uuid);
    return person && at ? [{ uuid: person.id, name: person.name, email: person.email, approved_at: at }] : [];
  });
  const completedAt = deps.now();
  const document = certificateDocument({
    reviewId: id,
    firmName: (await readFirmBranding(db)).firm_name,
    listedAt: review.listed_at,
    completedAt,
    approvers,
    disposed,
    held,
  });
  const certificate = await writeCertificate(document, await deps.signingKey(), completedAt);
  await db.transaction().execute(async (trx) => {
    const locked = await lockReview(trx, id);
    if (locked?.status !== 'DISPOSING') return;
    await setReviewDone(trx, id, { completed_at: completedAt, ...certificate });
    await recordAlongside(trx, SYSTEM, {
      action: 'DISPOSAL_CERTIFICATE_WRITE',
      tenantId: null,
      target: `disposal-certificate:${id}`,
      detail: `JSON SHA-256 ${certificate.jsonSha256}; PDF SHA-256 ${certificate.pdfSha256}; ${disposed.length} documents`,
    });
  });
  deps.log.info({ review: id, disposed: disposed.length, held: held.length }, 'disposal done, certificate written');
}
