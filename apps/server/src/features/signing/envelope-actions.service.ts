import { DEFAULT_EXPIRY_DAYS, type TEnvelope } from '@ledgerport/contract';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertEverySignerHasFields } from './envelope-draft.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { findEnvelope, lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import { listFields, listSigners } from './signers.repo.ts';
import { signerNotAllowed, signingState } from './signing-errors.ts';
import type { SigningEvents } from './signing-events.ts';
import type { SignerNotices } from './signing-notices.ts';

const DAY_MS = 86_400_000;

/** Whose turn it is: every signer still to sign (together), or the first of them (sequential). */
export function signersDue<S extends { status: string; position: number }>(order: string, signers: S[]): S[] {
  const open = signers.filter((s) => s.status !== 'signed' && s.status !== 'declined');
  return order === 'sequential' ? open.slice(0, 1) : open;
}

/** Sending, voiding and resending: staff's actions on an envelope after the draft ('manage signatures'). */
export function createEnvelopeActionsService(deps: {
  db: Db;
  audited: Audited;
  envelopes: EnvelopesService;
  events: SigningEvents;
  notices: SignerNotices;
}) {
  const { db, audited, envelopes, events, notices } = deps;

  /** Runs `work` on the locked envelope of the tenant, in one transaction with its audit event. */
  function act(
    actor: Principal,
    tenantId: string,
    envelopeId: string,
    action: 'ENVELOPE_SEND' | 'ENVELOPE_VOID' | 'ENVELOPE_RESEND',
    work: (trx: Db, envelope: NonNullable<Awaited<ReturnType<typeof findEnvelope>>>) => Promise<string | null>,
  ): Promise<TEnvelope> {
    const subject = { action, tenantId, target: `envelope:${envelopeId}` } as const;
    return audited(auditActorOf(actor), subject, async (scope) => {
      await requireTenant(db, actor.access, tenantId, 'manage signatures');
      await envelopes.load(tenantId, envelopeId);
      await db.transaction().execute(async (trx) => {
        await lockEnvelope(trx, envelopeId);
        const envelope = await findEnvelope(trx, envelopeId);
        if (!envelope) throw notFound('Envelope');
        scope.detail = await work(trx, envelope);
        await scope.recordIn(trx);
      });
      return envelopes.present(tenantId, envelopeId);
    });
  }

  return {
    send: (actor: Principal, tenantId: string, envelopeId: string) =>
      act(actor, tenantId, envelopeId, 'ENVELOPE_SEND', async (trx, envelope) => {
        if (envelope.status !== 'draft') throw signingState(envelope.status);
        const signers = await listSigners(trx, [envelopeId]);
        if (signers.length === 0) throw signerNotAllowed('signers', 'An envelope needs at least one signer');
        assertEverySignerHasFields({ fields: await listFields(trx, envelopeId) }, signers.length);
        if (envelope.verification === 'form_8879') {
          const without = signers.findIndex((s) => !s.known_data_hash);
          if (without >= 0)
            throw new AppError(400, 'VALIDATION_ERROR', 'Form 8879 level needs known data for every signer', [
              { field: `signers.${without}.known_data`, message: 'required' },
            ]);
        }
        const now = new Date();
        const expiresAt = envelope.expires_at ?? new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * DAY_MS);
        if (expiresAt <= now)
          throw new AppError(400, 'VALIDATION_ERROR', 'Expired', [{ field: 'expires_at', message: 'past' }]);
        await updateEnvelope(trx, envelopeId, { status: 'sent', sent_at: now, expires_at: expiresAt });
        const sent = { ...envelope, status: 'sent' as const, expires_at: expiresAt };
        for (const signer of signersDue(envelope.signing_order, signers))
          await notices.notify(trx, sent, signer, 'turn');
        await events.append(trx, envelopeId, { type: 'sent', by: actor.access.userId, signers: signers.length });
        return `${signers.length} signers`;
      }),

    void: (actor: Principal, tenantId: string, envelopeId: string, reason: string) =>
      act(actor, tenantId, envelopeId, 'ENVELOPE_VOID', async (trx, envelope) => {
        if (envelope.status !== 'sent' && envelope.status !== 'draft') throw signingState(envelope.status);
        await updateEnvelope(trx, envelopeId, { status: 'voided', ended_at: new Date(), voided_reason: reason });
        // Every signing link stops working at once: each use now answers SIGNING_VOIDED (signer-access.ts).
        await events.append(trx, envelopeId, { type: 'voided', by: actor.access.userId, reason });
        return reason;
      }),

    resend: (actor: Principal, tenantId: string, envelopeId: string, signerId: string) =>
      act(actor, tenantId, envelopeId, 'ENVELOPE_RESEND', async (trx, envelope) => {
        if (envelope.status !== 'sent') throw signingState(envelope.status);
        const signers = await listSigners(trx, [envelopeId]);
        const signer = signers.find((s) => s.id === signerId);
        if (!signer) throw notFound('Signer');
        if (!signersDue(envelope.signing_order, signers).includes(signer) || signer.status === 'locked')
          throw signingState(`${envelope.status} (signer ${signer.status})`);
        await notices.notify(trx, envelope, signer, 'resend');
        await events.append(trx, envelopeId, { type: 'resent', by: actor.access.userId, signer: signer.id });
        return `signer:${signer.id}`;
      }),
  };
}
export type EnvelopeActionsService = ReturnType<typeof createEnvelopeActionsService>;
