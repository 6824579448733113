import {
  DEFAULT_FIRM_NAME,
  type TCodeChannel,
  type TSendCodeResponse,
  type TSignerEnvelope,
  type TVerifyRequest,
} from '@ledgerport/contract';
import type { Audited } from '../../platform/audit/audited.ts';
import { readFirmBranding } from '../../platform/branding/firm-branding.repo.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestThrottle } from '../registration/request-throttle.service.ts';
import { lockEnvelope, readDocument } from './envelopes.repo.ts';
import {
  clientOf,
  isTurnOf,
  SIGNING_CODE_THROTTLE,
  triesLeft,
  type SignerAccess,
  type SignerCaller,
  type SignerContext,
} from './signer-access.ts';
import { checkSignerOf, presentForSigner } from './signer-view.ts';
import { findSigner, listFields, updateSigner } from './signers.repo.ts';
import { checkFailed, codeExpired, outOfTurn, signerLocked, signingState } from './signing-errors.ts';
import type { SigningEvents } from './signing-events.ts';
import { signerLocale } from './signing-notices.ts';
import type { IdentityCheck } from './verification/identity-check.ts';
import { recordVerdict } from './signer-verdict.ts';
import type { TSigningVerification } from '@ledgerport/contract';

/** Tells staff a signer was locked out; the feature that sends it (in-app and e-mail) is passed in. */
export type LockedNotice = (trx: Db, ctx: SignerContext) => Promise<void>;

/** The signer's steps before signing: reading the envelope, consenting, the identity check. */
export function createSignerService(deps: {
  db: Db;
  audited: Audited;
  access: SignerAccess;
  checks: Record<TSigningVerification, IdentityCheck>;
  events: SigningEvents;
  throttle: RequestThrottle;
  onLocked: LockedNotice;
}) {
  const { db, audited, access, checks, events, throttle, onLocked } = deps;

  async function view(ctx: SignerContext): Promise<TSignerEnvelope> {
    const [fields, branding, locale] = await Promise.all([
      listFields(db, ctx.envelope.id),
      readFirmBranding(db),
      signerLocale(db, ctx.signer),
    ]);
    const firmName = branding?.firm_name ?? DEFAULT_FIRM_NAME;
    return presentForSigner(ctx, fields, checks[ctx.envelope.verification], firmName, locale);
  }

  /** A signer step as one audited action: resolved, locked per envelope, recorded with its chain event. */
  async function step<T>(
    caller: SignerCaller,
    action: 'ENVELOPE_VIEW' | 'ENVELOPE_CONSENT' | 'ENVELOPE_CODE_SENT' | 'ENVELOPE_VERIFY',
    work: (trx: Db, ctx: SignerContext) => Promise<T>,
  ): Promise<T> {
    const resolved = await access.resolve(caller, action !== 'ENVELOPE_VIEW');
    const subject = { action, tenantId: resolved.envelope.tenant_id, target: `envelope:${resolved.envelope.id}` };
    return audited(resolved.actor, subject, async (scope) => {
      scope.detail = `signer:${resolved.signer.id}`;
      return db.transaction().execute(async (trx) => {
        await lockEnvelope(trx, resolved.envelope.id);
        const signer = (await findSigner(trx, resolved.signer.id))!;
        const ctx = { ...resolved, signer };
        const result = await work(trx, ctx);
        await scope.recordIn(trx);
        return result;
      });
    });
  }

  const assertCanCheck = (ctx: SignerContext) => {
    if (ctx.signer.status === 'locked') throw signerLocked();
    if (!isTurnOf(ctx.envelope, ctx.signers, ctx.signer)) throw outOfTurn();
  };

  return {
    /** The first look marks the signer as having viewed it (the list's "viewed"), once. */
    async get(caller: SignerCaller): Promise<TSignerEnvelope> {
      const ctx = await access.resolve(caller, false);
      if (ctx.signer.viewed_at || ctx.envelope.status !== 'sent') return view(ctx);
      const seen = await step(caller, 'ENVELOPE_VIEW', async (trx, locked) => {
        const client = clientOf(caller);
        const status = locked.signer.status === 'notified' ? 'viewed' : locked.signer.status;
        await updateSigner(trx, locked.signer.id, { viewed_at: new Date(), status });
        await events.append(trx, locked.envelope.id, {
          type: 'viewed',
          signer: locked.signer.id,
          ip: client.ip,
          user_agent: client.userAgent,
        });
        return { ...locked, signer: { ...locked.signer, viewed_at: new Date(), status } };
      });
      // Read after the transaction: the embedded database has one connection, which the transaction holds.
      return view(seen);
    },

    /** The signer's view right after their own last step (a used link may read that one answer). */
    async after(caller: SignerCaller): Promise<TSignerEnvelope> {
      return view(await access.resolve(caller, false, true));
    },

    /** The PDF to sign; once everyone has signed and it is sealed, the signed copy (with its certificate page). */
    async document(caller: SignerCaller) {
      const ctx = await access.resolve(caller, false);
      const signed = ctx.envelope.status === 'completed';
      const doc = await readDocument(db, ctx.envelope.id, signed ? 'signed' : 'original');
      if (!doc) throw notFound('Document');
      return { bytes: doc.bytes, name: signed ? `${ctx.envelope.title} (signed).pdf` : `${ctx.envelope.title}.pdf` };
    },

    /** The ESIGN consent (electronic records, with the right to a paper copy). */
    async consent(caller: SignerCaller): Promise<TSignerEnvelope> {
      const ctx = await step(caller, 'ENVELOPE_CONSENT', async (trx, locked) => {
        assertCanCheck(locked);
        if (locked.signer.consented_at) return locked;
        const client = clientOf(caller);
        await updateSigner(trx, locked.signer.id, { consented_at: new Date() });
        await events.append(trx, locked.envelope.id, {
          type: 'consented',
          signer: locked.signer.id,
          ip: client.ip,
          user_agent: client.userAgent,
        });
        return { ...locked, signer: { ...locked.signer, consented_at: new Date() } };
      });
      return view(ctx);
    },

    async sendCode(caller: SignerCaller, channel: TCodeChannel): Promise<TSendCodeResponse> {
      await throttle.take(SIGNING_CODE_THROTTLE, clientOf(caller).ip);
      return step(caller, 'ENVELOPE_CODE_SENT', async (trx, ctx) => {
        assertCanCheck(ctx);
        const check = checks[ctx.envelope.verification];
        const subject = checkSignerOf(ctx, await signerLocale(trx, ctx.signer));
        if (!check.needed(subject)) throw signingState('verified');
        const started = await check.start(trx, subject, channel);
        await updateSigner(trx, ctx.signer.id, {
          code_hash: started.codeHash,
          code_channel: started.channel,
          code_expires_at: started.expiresAt,
        });
        await events.append(trx, ctx.envelope.id, {
          type: 'code_sent',
          signer: ctx.signer.id,
          channel: started.channel,
        });
        return { channel: started.channel, to: started.to };
      });
    },

    /**
     * Judges the answer. A failure is counted and recorded (the event commits) before the refusal is answered;
     * the SIGNING_MAX_FAILURES-th locks the signer, ends the code and tells staff.
     */
    async verify(caller: SignerCaller, answer: TVerifyRequest): Promise<TSignerEnvelope> {
      const outcome = await step(caller, 'ENVELOPE_VERIFY', async (trx, ctx) => {
        assertCanCheck(ctx);
        const check = checks[ctx.envelope.verification];
        const subject = checkSignerOf(ctx, await signerLocale(trx, ctx.signer));
        if (!check.needed(subject)) return { passed: true as const, ctx };
        const result = await check.check(subject, answer, new Date());
        return recordVerdict(trx, ctx, check.level, result, { events, onLocked });
      });
      if (outcome.passed) return view(outcome.ctx);
      if (outcome.expired) throw codeExpired();
      if (triesLeft(outcome.ctx.signer) === 0) throw signerLocked();
      throw checkFailed(triesLeft(outcome.ctx.signer));
    },
  };
}
export type SignerService = ReturnType<typeof createSignerService>;
