import { SIGNING_MAX_FAILURES, type TSigningVerification } from '@ledgerport/contract';
import { recordAlongside } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { SignerContext } from './signer-access.ts';
import { updateSigner } from './signers.repo.ts';
import type { SigningEvents } from './signing-events.ts';
import type { CheckResult } from './verification/identity-check.ts';

export type Verdict = { passed: true; ctx: SignerContext } | { passed: false; expired: boolean; ctx: SignerContext };

/**
 * Writes an identity check's verdict in the step's transaction: a pass marks the signer verified; a failure is
 * counted (the SIGNING_MAX_FAILURES-th locks the signer, ends the code and tells staff). Every attempt is a chain
 * event. A dead code is not a failure: the signer asks for a new one.
 */
export async function recordVerdict(
  trx: Db,
  ctx: SignerContext,
  level: TSigningVerification,
  result: CheckResult,
  deps: { events: SigningEvents; onLocked: (trx: Db, ctx: SignerContext) => Promise<void> },
): Promise<Verdict> {
  const { events, onLocked } = deps;
  const { envelope, signer } = ctx;
  if (result.passed) {
    await updateSigner(trx, signer.id, { verified_at: new Date(), verification_note: result.note, code_hash: null });
    await events.append(trx, envelope.id, {
      type: 'verified',
      signer: signer.id,
      result: 'passed',
      method: level,
      note: result.note,
    });
    return { passed: true, ctx: { ...ctx, signer: { ...signer, verified_at: new Date() } } };
  }
  if (result.reason === 'expired') return { passed: false, expired: true, ctx };
  const failures = signer.failures + 1;
  const locked = failures >= SIGNING_MAX_FAILURES;
  await updateSigner(trx, signer.id, { failures, ...(locked ? { status: 'locked' as const, code_hash: null } : {}) });
  await events.append(trx, envelope.id, { type: 'verification_failed', signer: signer.id, method: level, failures });
  if (locked) {
    await events.append(trx, envelope.id, { type: 'signer_locked', signer: signer.id });
    await recordAlongside(trx, ctx.actor, {
      action: 'ENVELOPE_SIGNER_LOCKED',
      tenantId: envelope.tenant_id,
      target: `envelope:${envelope.id}`,
      detail: `signer:${signer.id}`,
    });
    await onLocked(trx, ctx);
  }
  return { passed: false, expired: false, ctx: { ...ctx, signer: { ...signer, failures } } };
}
