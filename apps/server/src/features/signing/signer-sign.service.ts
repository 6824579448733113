import type { TSignerEnvelope, ZSignRequest } from '@ledgerport/contract';
import type { z } from 'zod';
import type { Audited } from '../../platform/audit/audited.ts';
import type { Db } from '../../platform/db/schema.ts';
import { signersDue } from './envelope-actions.service.ts';
import { findEnvelope, lockEnvelope, updateEnvelope } from './envelopes.repo.ts';
import { clientOf, isTurnOf, type SignerAccess, type SignerCaller, type SignerContext } from './signer-access.ts';
import { checkSignerOf } from './signer-view.ts';
import { findSigner, listFields, listSigners, setFieldValue, updateSigner, type FieldRow } from './signers.repo.ts';
import {
  alreadyDone,
  consentRequired,
  fieldsMissing,
  notVerified,
  outOfTurn,
  signerLocked,
  signingState,
} from './signing-errors.ts';
import type { EnvelopeCompletion } from './envelope-completion.job.ts';
import type { SigningEvents } from './signing-events.ts';
import type { SignerNotices } from './signing-notices.ts';
import type { IdentityCheck } from './verification/identity-check.ts';

type SignInput = z.output<typeof ZSignRequest>;

/** What staff are told when a signer declines or is locked out, or when every signer has signed. */
export type StaffNotice = (trx: Db, ctx: SignerContext, what: 'declined' | 'locked' | 'signed') => Promise<void>;

/** The value each of the signer's fields takes, or the uuids of required ones left empty. */
function valuesFor(fields: FieldRow[], input: SignInput, today: string) {
  const values = new Map<string, string>();
  const missing: string[] = [];
  for (const field of fields) {
    const given = input.values[field.id];
    let value: string | null = null;
    if (field.kind === 'signature') value = input.signature_png ?? null;
    else if (field.kind === 'initials') value = input.initials_png ?? null;
    else if (field.kind === 'date_signed') value = today;
    else if (field.kind === 'checkbox') value = given === true ? 'true' : 'false';
    else if (typeof given === 'string' && given.trim() !== '') value = given.trim();
    if (field.required && (value === null || (field.kind === 'checkbox' && value !== 'true'))) missing.push(field.id);
    else if (value !== null) values.set(field.id, value);
  }
  return { values, missing };
}

/**
 * Signing and declining, each in one transaction holding the envelope's row: two signers of a sequential envelope
 * at the same moment are served one after the other, and the second is refused (SIGNING_OUT_OF_TURN) unless the
 * first made it their turn. When the last signer signs, the envelope is marked all signed and its completion job
 * is queued in the same transaction (envelope-completion.job.ts writes and seals the file).
 */
export function createSignerSignService(deps: {
  db: Db;
  audited: Audited;
  access: SignerAccess;
  checks: Record<'signed_in' | 'form_8879', IdentityCheck>;
  events: SigningEvents;
  notices: SignerNotices;
  staffNotice: StaffNotice;
  view: (caller: SignerCaller) => Promise<TSignerEnvelope>;
  completion: Pick<EnvelopeCompletion, 'enqueue' | 'wake'>;
}) {
  const { db, audited, access, checks, events, notices, staffNotice, view, completion } = deps;

  async function locked<T>(
    caller: SignerCaller,
    action: 'ENVELOPE_SIGN' | 'ENVELOPE_DECLINE',
    work: (trx: Db, ctx: SignerContext) => Promise<T>,
  ) {
    const resolved = await access.resolve(caller, true);
    const subject = { action, tenantId: resolved.envelope.tenant_id, target: `envelope:${resolved.envelope.id}` };
    return audited(resolved.actor, subject, async (scope) => {
      scope.detail = `signer:${resolved.signer.id}`;
      return db.transaction().execute(async (trx) => {
        await lockEnvelope(trx, resolved.envelope.id);
        // Read again under the lock (through the transaction): what another signer committed meanwhile counts.
        const envelope = (await findEnvelope(trx, resolved.envelope.id))!;
        const signer = (await findSigner(trx, resolved.signer.id))!;
        if (envelope.status !== 'sent') throw signingState(envelope.status);
        if (signer.status === 'signed' || signer.status === 'declined') throw alreadyDone();
        const ctx = { ...resolved, envelope, signer, signers: await listSigners(trx, [envelope.id]) };
        const result = await work(trx, ctx);
        await scope.recordIn(trx);
        return result;
      });
    });
  }

  return {
    async sign(caller: SignerCaller, input: SignInput): Promise<TSignerEnvelope> {
      await locked(caller, 'ENVELOPE_SIGN', async (trx, ctx) => {
        const { envelope, signer } = ctx;
        if (signer.status === 'locked') throw signerLocked();
        if (!isTurnOf(envelope, ctx.signers, signer)) throw outOfTurn();
        if (!signer.consented_at) throw consentRequired();
        if (checks[envelope.verification].needed(checkSignerOf(ctx, 'en'))) throw notVerified();
        const mine = (await listFields(trx, envelope.id)).filter((f) => f.signer_position === signer.position);
        const now = new Date();
        const { values, missing } = valuesFor(mine, input, now.toISOString().slice(0, 10));
        if (missing.length > 0) throw fieldsMissing(missing);
        for (const [fieldId, value] of values) await setFieldValue(trx, fieldId, value);
        const client = clientOf(caller);
        await updateSigner(trx, signer.id, {
          status: 'signed',
          signed_at: now,
          ip: client.ip,
          user_agent: client.userAgent,
          signature_method: input.adopted,
        });
        await events.append(trx, envelope.id, {
          type: 'signed',
          signer: signer.id,
          ip: client.ip,
          user_agent: client.userAgent,
          adopted: input.adopted,
          fields: values.size,
        });
        const signers = ctx.signers.map((s) => (s.id === signer.id ? { ...s, status: 'signed' as const } : s));
        const next = signersDue(envelope.signing_order, signers);
        if (next.length === 0) {
          await events.append(trx, envelope.id, { type: 'all_signed' });
          await completion.enqueue(trx, envelope.id);
          await staffNotice(trx, ctx, 'signed');
        } else if (envelope.signing_order === 'sequential') {
          const fresh = (await findEnvelope(trx, envelope.id))!;
          for (const s of next.filter((n) => n.status === 'waiting')) await notices.notify(trx, fresh, s, 'turn');
        }
      });
      completion.wake();
      return view(caller);
    },

    /** The envelope ends for everyone, with the reason staff read. */
    async decline(caller: SignerCaller, reason: string): Promise<void> {
      await locked(caller, 'ENVELOPE_DECLINE', async (trx, ctx) => {
        const now = new Date();
        await updateSigner(trx, ctx.signer.id, { status: 'declined', declined_reason: reason });
        await updateEnvelope(trx, ctx.envelope.id, { status: 'declined', ended_at: now });
        await events.append(trx, ctx.envelope.id, { type: 'declined', signer: ctx.signer.id, reason });
        await staffNotice(trx, ctx, 'declined');
      });
    },
  };
}
export type SignerSignService = ReturnType<typeof createSignerSignService>;
