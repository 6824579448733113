import {
  CODE_CHANNELS,
  SIGNING_EVENT_TYPES,
  SIGNING_VERIFICATIONS,
  type TEnvelopeEvent,
  type TEnvelopeEventList,
} from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { readChain, userNames } from './envelope-timeline.repo.ts';
import type { EnvelopesService } from './envelopes.service.ts';
import { listSigners } from './signers.repo.ts';

/** A value of the event when it is one of `allowed`, else null: an event carries only what its type may show. */
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * An event as staff may read it. Picks the few details worth showing by name rather than passing the event
 * on: events also hold the hashes of documents, and a later event type might hold something secret; nothing
 * reaches the screen unless it is listed here.
 */
export function presentEvent(
  seq: number,
  event: Record<string, unknown>,
  names: { signers: Map<string, string>; users: Map<string, string> },
): TEnvelopeEvent | null {
  const type = oneOf(SIGNING_EVENT_TYPES, event.type);
  const at = text(event.at);
  if (!type || !at) return null;
  const signerId = text(event.signer);
  const signerName = signerId ? names.signers.get(signerId) : undefined;
  const by = text(event.by);
  return {
    seq,
    type,
    at,
    signer: signerId && signerName !== undefined ? { uuid: signerId, name: signerName } : null,
    by_name: (by && names.users.get(by)) ?? null,
    reason: type === 'declined' || type === 'voided' ? text(event.reason) : null,
    channel: type === 'code_sent' ? oneOf(CODE_CHANNELS, event.channel) : null,
    method: oneOf(SIGNING_VERIFICATIONS, event.method),
    failures: type === 'verification_failed' && typeof event.failures === 'number' ? event.failures : null,
    adopted: type === 'signed' ? oneOf(['typed', 'drawn'] as const, event.adopted) : null,
    ip: type === 'viewed' || type === 'consented' || type === 'signed' ? text(event.ip) : null,
  };
}

/** The staff's timeline of one envelope: its evidence chain in order, with names instead of ids. */
export function createEnvelopeTimeline(deps: { db: Db; envelopes: EnvelopesService }) {
  const { db, envelopes } = deps;
  return {
    /** Whoever may read the envelope may read its steps ('view files'; the evidence zip holds them too). */
    async list(actor: Principal, tenantId: string, envelopeId: string): Promise<TEnvelopeEventList> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      const envelope = await envelopes.load(tenantId, envelopeId);
      const [chain, signers] = await Promise.all([readChain(db, envelope.id), listSigners(db, [envelope.id])]);
      const staffIds = [...new Set(chain.map(({ event }) => text(event.by)).filter((id) => id !== null))];
      const names = {
        signers: new Map(signers.map((s) => [s.id, s.name])),
        users: await userNames(db, staffIds),
      };
      const data = chain.map(({ seq, event }) => presentEvent(seq, event, names));
      return { data: data.filter((event) => event !== null) };
    },
  };
}
export type EnvelopeTimeline = ReturnType<typeof createEnvelopeTimeline>;
