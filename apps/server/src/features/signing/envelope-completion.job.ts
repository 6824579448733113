import type { FastifyBaseLogger } from 'fastify';
import { recordAlongside } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { GeneratedFiles } from '../files/generated-files.service.ts';
import { certificateOf, fieldsToWrite } from './envelope-certificate.ts';
import { fileSignedCopy } from './envelope-filing.ts';
import { findEnvelope, lockEnvelope, readDocument, saveDocument, updateEnvelope } from './envelopes.repo.ts';
import { listFields, listSigners } from './signers.repo.ts';
import type { CompletionNotices } from './signing-completion-notices.ts';
import type { SigningEvents } from './signing-events.ts';
import type { SigningPlatform } from './signing-pdf.port.ts';

export const ENVELOPE_COMPLETION_QUEUE = 'signing-completion';

type CompletionDeps = {
  db: Db;
  events: SigningEvents;
  platform: SigningPlatform;
  timeZone: string;
  /** Files the sealed PDF in the company's "Signed documents" once the envelope is completed. */
  filing: GeneratedFiles;
  /** Everyone told, with a link to the signed copy, in the completion's transaction. */
  notices: CompletionNotices;
};

/**
 * Writes the sealed PDF of an envelope every signer has signed: fields, certificate page, the firm's seal, then
 * in one transaction the signed file, the envelope `completed`, its chain event, its audit event and the notices
 * to every signer and the sender (signing-completion-notices.ts). The PDF work happens outside the transaction
 * and reads only committed signatures, so a crash while sealing leaves the envelope `sent` and all signed, and
 * the job (retried by the queue) seals it again; nothing half-signed is ever stored, and nobody is told of a
 * copy that does not exist. An envelope completed meanwhile by another process is left as it is (and nobody is
 * told twice). Answers whether it did.
 */
export async function completeEnvelope(deps: CompletionDeps, envelopeId: string): Promise<boolean> {
  const { db, events, platform } = deps;
  const envelope = await findEnvelope(db, envelopeId);
  if (envelope?.status !== 'sent') return false;
  const signers = await listSigners(db, [envelope.id]);
  if (signers.length === 0 || signers.some((signer) => signer.status !== 'signed')) return false;
  const [fields, original, firm] = await Promise.all([
    listFields(db, envelope.id),
    readDocument(db, envelope.id, 'original'),
    readFirmBranding(db),
  ]);
  if (!original) throw new Error(`envelope ${envelope.id} has no original document to complete`);
  const completedAt = new Date();
  const sealed = await platform.complete({
    original: original.bytes,
    fields: await fieldsToWrite(fields),
    certificate: certificateOf(envelope, signers, fields, {
      name: firm.firm_name,
      timeZone: deps.timeZone,
      completedAt,
    }),
    seal: {
      reason: `Signed by ${signers.map((signer) => signer.name).join(', ')} through ${firm.firm_name}'s portal`,
      name: firm.firm_name,
      contactInfo: firm.support_email ?? '',
      location: deps.timeZone,
      signingTime: completedAt,
    },
  });
  return db.transaction().execute(async (trx) => {
    const locked = await lockEnvelope(trx, envelope.id);
    if (locked?.status !== 'sent') return false;
    await saveDocument(trx, envelope.id, 'signed', sealed.bytes, sealed.sha256);
    await updateEnvelope(trx, envelope.id, { status: 'completed', completed_at: completedAt });
    await events.append(trx, envelope.id, {
      type: 'completed',
      signed_sha256: sealed.sha256,
      filled_sha256: sealed.filledSha256,
      seal_certificate_sha256: sealed.certificateSha256,
    });
    await recordAlongside(
      trx,
      { userId: null, ip: null },
      { action: 'ENVELOPE_COMPLETE', tenantId: envelope.tenant_id, target: `envelope:${envelope.id}` },
    );
    await deps.notices(trx, envelope, await listSigners(trx, [envelope.id]));
    return true;
  });
}

/**
 * The completion queue: one job per envelope, sent in the transaction that recorded its last signature (so it
 * exists exactly when that signature does), retried when sealing or filing fails or its process dies.
 */
export async function startEnvelopeCompletion(deps: CompletionDeps & { jobs: Jobs; log: FastifyBaseLogger }) {
  const { jobs, log } = deps;
  await jobs.defineQueue(ENVELOPE_COMPLETION_QUEUE, {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  });
  await jobs.work<{ envelopeId: string }>(ENVELOPE_COMPLETION_QUEUE, async (job) => {
    try {
      if (await completeEnvelope(deps, job.data.envelopeId))
        log.info({ envelope: job.data.envelopeId }, 'envelope completed');
      // Also when an earlier attempt completed it but died before filing: the retry files it now.
      const filed = await fileSignedCopy(deps, job.data.envelopeId);
      if (filed) log.info({ envelope: job.data.envelopeId, path: filed }, 'signed copy filed');
    } catch (error) {
      log.error({ err: error, envelope: job.data.envelopeId }, 'envelope not completed; the queue tries again');
      throw error;
    }
  });
  return {
    /** In the transaction that recorded the last signature. */
    enqueue: (trx: Db, envelopeId: string) => jobs.send(trx, ENVELOPE_COMPLETION_QUEUE, { envelopeId }),
    /** Once that transaction committed: this process starts at once instead of at its next poll. */
    wake: () => jobs.wake(ENVELOPE_COMPLETION_QUEUE),
  };
}
export type EnvelopeCompletion = Awaited<ReturnType<typeof startEnvelopeCompletion>>;
