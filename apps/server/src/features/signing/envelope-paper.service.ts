import type { TEnvelope } from '@ledgerport/contract';
import { createHash } from 'node:crypto';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { signersDue } from './envelope-actions.service.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { findEnvelope, lockEnvelope, savePaperCopy } from './envelopes.repo.ts';
import { listSigners, updateSigner } from './signers.repo.ts';
import { pdfRefused, signingState } from './signing-errors.ts';
import type { EnvelopeCompletion } from './envelope-completion.job.ts';
import type { SigningEvents } from './signing-events.ts';
import type { SignerNotices } from './signing-notices.ts';
import type { SigningPdf } from './signing-pdf.port.ts';

/**
 * A signer locked out by failed identity checks, or one who asked for paper (the ESIGN consent tells them they
 * may), signs on paper instead: staff upload the printed, hand-signed copy, which is kept with the envelope and
 * recorded as such (the signer is `signed_on_paper`, the chain and the trail say so). Only a signer whose turn
 * it is (any who has not signed, or in sequential order the first of them). The next signer of a sequential
 * envelope is then told it is their turn.
 */
export function createEnvelopePaperService(deps: {
  db: Db;
  audited: Audited;
  envelopes: EnvelopesService;
  events: SigningEvents;
  notices: SignerNotices;
  pdf: SigningPdf;
  completion: Pick<EnvelopeCompletion, 'enqueue' | 'wake'>;
}) {
  const { db, audited, envelopes, events, notices, pdf, completion } = deps;
  return {
    record(
      actor: Principal,
      tenantId: string,
      envelopeId: string,
      signerId: string,
      upload: () => Promise<Uint8Array>,
    ): Promise<TEnvelope> {
      const subject = { action: 'ENVELOPE_PAPER_COPY', tenantId, target: `envelope:${envelopeId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage signatures');
        await envelopes.load(tenantId, envelopeId);
        const bytes = await upload();
        const inspection = await pdf.inspect(bytes);
        if (!inspection.ok) throw pdfRefused(inspection.code);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        await db.transaction().execute(async (trx) => {
          await lockEnvelope(trx, envelopeId);
          const envelope = (await findEnvelope(trx, envelopeId))!;
          if (envelope.status !== 'sent') throw signingState(envelope.status);
          const signers = await listSigners(trx, [envelopeId]);
          const signer = signers.find((s) => s.id === signerId);
          if (!signer) throw notFound('Signer');
          // Whoever's turn it is: locked out, or asking for paper as the consent told them they may.
          if (!signersDue(envelope.signing_order, signers).includes(signer))
            throw signingState(`sent (signer ${signer.status})`);
          await savePaperCopy(trx, envelopeId, signer.id, bytes, sha256);
          await updateSigner(trx, signer.id, { status: 'signed', signed_at: new Date(), signed_on_paper: true });
          await events.append(trx, envelopeId, {
            type: 'paper_copy',
            signer: signer.id,
            sha256,
            by: actor.access.userId,
          });
          const after = signers.map((s) => (s.id === signer.id ? { ...s, status: 'signed' as const } : s));
          const next = signersDue(envelope.signing_order, after);
          if (next.length === 0) {
            await events.append(trx, envelopeId, { type: 'all_signed' });
            await completion.enqueue(trx, envelopeId);
          } else if (envelope.signing_order === 'sequential')
            for (const s of next.filter((n) => n.status === 'waiting')) await notices.notify(trx, envelope, s, 'turn');
          scope.detail = `signer:${signer.id}`;
          await scope.recordIn(trx);
        });
        completion.wake();
        return envelopes.present(tenantId, envelopeId);
      });
    },
  };
}
export type EnvelopePaperService = ReturnType<typeof createEnvelopePaperService>;
