import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { crashPoint } from '../../platform/faults/crash-point.ts';
import { refuseHeldDocuments } from '../../platform/records/legal-hold-check.ts';
import type { FirmSigningKey } from '../../platform/signing-key/firm-signing-key.ts';
import type { StorageResolver } from '../../platform/storage/storage.ts';
import { certificateDocument, writeCertificate } from './disposal-certificate.ts';
import {
  currentPathOfDocument,
  deleteDocument,
  itemsInState,
  lockItem,
  lockReview,
  pendingItems,
  reviewById,
  setItemStatus,
  setReview,
  usersNamed,
  versionPathsOfDocument,
} from './disposals.repo.ts';

export type DisposalDeps = {
  db: Db;
  storageFor: StorageResolver;
  signingKey: () => Promise<FirmSigningKey>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

const SYSTEM = { userId: null, ip: null };
const BATCH = 100;
type Pending = Awaited<ReturnType<typeof pendingItems>>[number];

/**
 * Disposes of an approved review's items, each in its own steps, then writes the certificate. An item is
 * claimed (DISPOSING) in a transaction that checks legal holds under the company's key-share lock (a hold placed
 * since listing keeps it: HELD, on the trail); then every version's bytes are removed from storage (on S3 every
 * object version); then its row goes and the item is DISPOSED with its event, in one transaction. A crash
 * anywhere leaves each item DUE, DISPOSING (bytes maybe partly gone: removing again is harmless) or DISPOSED,
 * so running again finishes exactly the rest, and the certificate lists exactly what is DISPOSED.
 */
export async function executeDisposal(deps: DisposalDeps, reviewId: string): Promise<'done' | 'not-approved'> {
  const { db } = deps;
  const review = await reviewById(db, reviewId);
  if (!review || (review.status !== 'DISPOSING' && review.status !== 'DONE')) return 'not-approved';
  if (review.status === 'DONE') return 'done';
  for (;;) {
    const batch = await pendingItems(db, reviewId, BATCH);
    if (batch.length === 0) break;
    for (const item of batch) await disposeItem(deps, reviewId, item);
  }
  await finishWithCertificate(deps, reviewId);
  return 'done';
}

async function disposeItem(deps: DisposalDeps, reviewId: string, item: Pending) {
  const { db, now } = deps;
  const claimed = await db.transaction().execute(async (trx) => {
    const locked = await lockItem(trx, reviewId, item.id);
    if (!locked || (locked.status !== 'DUE' && locked.status !== 'DISPOSING')) return false;
    try {
      await refuseHeldDocuments(trx, item.tenant_id, [item.document_id]);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'LEGAL_HOLD')) throw error;
      await setItemStatus(trx, item.id, { status: 'HELD', note: 'under legal hold when the disposal ran' });
      await recordAlongside(trx, SYSTEM, {
        action: 'DISPOSAL_ITEM_HELD',
        tenantId: item.tenant_id,
        target: `disposal-item:${item.id}`,
        detail: pathOf(item),
      });
      return false;
    }
    if (locked.status === 'DUE') await setItemStatus(trx, item.id, { status: 'DISPOSING' });
    return true;
  });
  if (!claimed) return;
  const storage = deps.storageFor(item);
  const paths = new Set((await versionPathsOfDocument(db, item.document_id)).map((v) => v.storage_path));
  const current = await currentPathOfDocument(db, item.document_id);
  if (current) paths.add(current.storage_path);
  for (const path of paths) await storage.destroy(path);
  crashPoint('disposal-item-removed');
  await db.transaction().execute(async (trx) => {
    await deleteDocument(trx, item.document_id);
    await setItemStatus(trx, item.id, { status: 'DISPOSED', disposed_at: now() });
    await recordAlongside(trx, SYSTEM, {
      action: 'DISPOSAL_ITEM_DISPOSE',
      tenantId: item.tenant_id,
      target: `disposal-item:${item.id}`,
      detail: `${pathOf(item)} (${paths.size} versions)`,
    });
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
