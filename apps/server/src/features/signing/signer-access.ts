import type { TSignerEnvelope } from '@ledgerport/contract';
import { SIGNED_COPY_LINK_DAYS, SIGNING_MAX_FAILURES } from '@ledgerport/contract';
import { anonymousActor, auditActorOf, type AuditActor } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { findTenantRecord } from '../../platform/auth/tenant-scope.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import { expiryOf } from './envelope.presenter.ts';
import { findEnvelope, type EnvelopeRow } from './envelopes.repo.ts';
import { findSignerByLink, findUserSigner, listSigners, type SignerRow } from './signers.repo.ts';
import {
  alreadyDone,
  copyLinkExpired,
  envelopeExpired,
  envelopeVoided,
  linkInvalid,
  signingState,
} from './signing-errors.ts';

/** Who is signing: a signed-in user at /signing/sign/{envelopeId}, or a person by link at /signing/link/{token}. */
export type SignerCaller =
  { kind: 'user'; principal: Principal; envelopeId: string } | { kind: 'link'; token: string; client: ClientInfo };

export type SignerContext = { envelope: EnvelopeRow; signer: SignerRow; signers: SignerRow[]; actor: AuditActor };

/** Unknown or replaced links, per IP: a guessing client is refused (429) long before it could find one. */
export const SIGNING_LINK_THROTTLE = { bucket: 'signing-link', limit: 20, windowMinutes: 15 };
/** Codes sent, per IP: each one is an e-mail or a text message. */
export const SIGNING_CODE_THROTTLE = { bucket: 'signing-code', limit: 10, windowMinutes: 15 };

const DAY_MS = 86_400_000;

export const clientOf = (caller: SignerCaller): ClientInfo =>
  caller.kind === 'user' ? caller.principal.client : caller.client;

/** Sequential order: every signer before this one has signed. */
export const isTurnOf = (envelope: EnvelopeRow, signers: SignerRow[], signer: SignerRow) =>
  envelope.signing_order !== 'sequential' ||
  signers.filter((s) => s.position < signer.position).every((s) => s.status === 'signed');

/**
 * Finds the caller's own place on an envelope and refuses what may no longer be done: a link is a token with
 * one purpose (signing this envelope as this signer), one company, the envelope's expiry, revoked by a newer
 * link or by voiding; a user must still see the company's files (requireTenant). `forAction`: a step that
 * changes something (view only reads).
 */
export function createSignerAccess(deps: { db: Db; throttle: RequestThrottle }) {
  const { db, throttle } = deps;

  async function find(caller: SignerCaller): Promise<{ signer: SignerRow; envelope: EnvelopeRow }> {
    if (caller.kind === 'user') {
      const signer = await findUserSigner(db, caller.envelopeId, caller.principal.access.userId);
      const envelope = signer ? await findEnvelope(db, signer.envelope_id) : undefined;
      if (!signer || !envelope || envelope.status === 'draft') throw notFound('Envelope');
      await requireTenant(db, caller.principal.access, envelope.tenant_id, 'view files');
      return { signer, envelope };
    }
    const ip = caller.client.ip;
    await throttle.guard(SIGNING_LINK_THROTTLE, ip);
    const signer = await findSignerByLink(db, hashToken(caller.token));
    const envelope = signer ? await findEnvelope(db, signer.envelope_id) : undefined;
    const tenant = envelope ? await findTenantRecord(db, envelope.tenant_id) : undefined;
    if (!signer || !envelope || tenant?.status !== 1) {
      await throttle.record(SIGNING_LINK_THROTTLE, ip);
      throw linkInvalid();
    }
    return { signer, envelope };
  }

  return {
    /** `afterDone`: the answer to the signer's own last step (their signature), which a link may still read. */
    async resolve(caller: SignerCaller, forAction: boolean, afterDone = false): Promise<SignerContext> {
      const { signer, envelope } = await find(caller);
      if (envelope.status === 'voided') throw envelopeVoided();
      if (envelope.status === 'expired' || (envelope.status === 'sent' && expiryOf(envelope) <= new Date()))
        throw envelopeExpired();
      // A link works until its signer is done; a user may still look at what they signed. Once the envelope is
      // completed, a link (the one its completion e-mail carries: minting it replaced the one used to sign)
      // opens the signed copy, for a while.
      const copyLink = caller.kind === 'link' && envelope.status === 'completed';
      if (copyLink && (envelope.completed_at?.getTime() ?? 0) + SIGNED_COPY_LINK_DAYS * DAY_MS <= Date.now())
        throw copyLinkExpired();
      const done = signer.status === 'signed' || signer.status === 'declined';
      if (done && !afterDone && (forAction || (caller.kind === 'link' && !copyLink))) throw alreadyDone();
      if (forAction && envelope.status !== 'sent') throw signingState(envelope.status);
      const actor = caller.kind === 'user' ? auditActorOf(caller.principal) : anonymousActor(caller.client);
      return { envelope, signer, signers: await listSigners(db, [envelope.id]), actor };
    },
  };
}
export type SignerAccess = ReturnType<typeof createSignerAccess>;

export const triesLeft = (signer: Pick<SignerRow, 'failures'>) => Math.max(0, SIGNING_MAX_FAILURES - signer.failures);
export type { TSignerEnvelope };
