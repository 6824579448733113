import type { FastifyBaseLogger } from 'fastify';
import { auditBatch, recordAlongside } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { crashPoint } from '../../platform/faults/crash-point.ts';
import { heldAmongLocked } from '../../platform/records/legal-hold-check.ts';
import type { FirmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import { mapLimit } from '../../platform/storage/map-limit.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { certificateDocument, writeCertificate } from './disposal-certificate.ts';
import {
  deleteDocuments,
  itemsInState,
  lockItems,
  lockReview,
  pendingItems,
  reviewById,
  setItemsStatus,
  setReview,
  usersNamed,
  versionPathsOfDocuments,
} from './disposals.repo.ts';

export type DisposalDeps = {
  db: Db;
  storageFor: StorageResolver;
  signingKey: () => Promise<FirmSigningKey>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Items per step (default 200): each batch is claimed, emptied from storage and settled together. */
  batchSize?: number;
};

const SYSTEM = { userId: null, ip: null };
/** Files removed at once: enough to keep a disk or an S3 endpoint busy, few enough for libuv's thread pool. */
const STORAGE_CONCURRENCY = 16;
type Pending = Awaited<ReturnType<typeof pendingItems>>[number];

/**
 * Disposes of an approved review's items batch by batch, then writes the certificate. A batch is claimed
 * (DISPOSING) in a transaction that checks legal holds under each company's key-share lock (a hold placed since
 * listing keeps its item: HELD, on the trail); then every version's bytes are removed from storage (on S3 every
 * object version); then the rows go and the items are DISPOSED with one event each, in one transaction. A crash
 * anywhere leaves each item DUE, DISPOSING (bytes maybe partly gone: removing again is harmless) or DISPOSED, so
 * running again finishes exactly the rest, and the certificate lists exactly what is DISPOSED.
 */
export async function executeDisposal(deps: DisposalDeps, reviewId: string): Promise<'done' | 'not-approved'> {
  const { db } = deps;
  const review = await reviewById(db, reviewId);
  if (!review || (review.status !== 'DISPOSING' && review.status !== 'DONE')) return 'not-approved';
  if (review.status === 'DONE') return 'done';
  for (;;) {
    const batch = await pendingItems(db, reviewId, deps.batchSize ?? 200);
    if (batch.length === 0) break;
    await disposeBatch(deps, batch);
  }
  await finishWithCertificate(deps, reviewId);
  return 'done';
}

async function disposeBatch(deps: DisposalDeps, batch: Pending[]) {
  const { db, now } = deps;
  const claimed = await db.transaction().execute(async (trx) => {
    const locked = await lockItems(
      trx,
      batch.map((i) => i.id),
    );
    const open = new Set(locked.filter((i) => i.status === 'DUE' || i.status === 'DISPOSING').map((i) => i.id));
    const items = batch.filter((i) => open.has(i.id));
    const held = await heldAmongLocked(
      trx,
      items.map((i) => ({ id: i.document_id, tenant_id: i.tenant_id })),
    );
    const keep = items.filter((i) => held.has(i.document_id));
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
    const go = items.filter((i) => !held.has(i.document_id));
    await setItemsStatus(
      trx,
      go.filter((i) => i.status === 'DUE').map((i) => i.id),
      { status: 'DISPOSING' },
    );
    return go;
  });
  if (claimed.length === 0) return;
  const versions = await versionPathsOfDocuments(
    db,
    claimed.map((i) => i.document_id),
  );
  const itemOf = new Map(claimed.map((i) => [i.document_id, i]));
  await mapLimit(versions, STORAGE_CONCURRENCY, (version) =>
    deps.storageFor(itemOf.get(version.document_id)!).destroy(version.storage_path),
  );
  crashPoint('disposal-item-removed');
  const counts = new Map<string, number>();
  for (const v of versions) counts.set(v.document_id, (counts.get(v.document_id) ?? 0) + 1);
  await db.transaction().execute(async (trx) => {
    await deleteDocuments(
      trx,
      claimed.map((i) => i.document_id),
    );
    await setItemsStatus(
      trx,
      claimed.map((i) => i.id),
      { status: 'DISPOSED', disposed_at: now() },
    );
    const trail = auditBatch(SYSTEM);
    for (const item of claimed) {
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
    await setReview(trx, id, {
      status: 'DONE',
      completed_at: completedAt,
      certificate_json: certificate.json,
      certificate_json_sha256: certificate.jsonSha256,
      certificate_pdf: certificate.pdf,
      certificate_pdf_sha256: certificate.pdfSha256,
    });
    await recordAlongside(trx, SYSTEM, {
      action: 'DISPOSAL_CERTIFICATE_WRITE',
      tenantId: null,
      target: `disposal-certificate:${id}`,
      detail: `JSON SHA-256 ${certificate.jsonSha256}; PDF SHA-256 ${certificate.pdfSha256}; ${disposed.length} documents`,
    });
  });
  deps.log.info({ review: id, disposed: disposed.length, held: held.length }, 'disposal done, certificate written');
}
