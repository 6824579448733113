import type { TSigningEventType } from '@ledgerport/contract';
import type { Db } from '../../platform/db/schema.ts';
import type { ChainEvent } from './signing-pdf.port.ts';

/**
 * The envelope's evidence chain: append-only, each event holding the hash of the one before (platform/evidence
 * makes the link). Appended in the transaction of the step it records, after the envelope's row is locked or
 * created, so two steps never race for the same place (the (envelope, seq) key refuses a fork anyway). Only
 * the contract's SIGNING_EVENT_TYPES are appended: the staff's timeline names each of them.
 */
export function createSigningEvents(chainEvent: ChainEvent) {
  return {
    async append(trx: Db, envelopeId: string, event: Record<string, unknown> & { type: TSigningEventType }) {
      const last = await trx
        .selectFrom('signing_events')
        .select(['seq', 'hash'])
        .where('envelope_id', '=', envelopeId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      const linked = chainEvent(last?.hash ?? null, {
        ...event,
        envelope_uuid: envelopeId,
        at: new Date().toISOString(),
      });
      const { prev_hash, hash, ...body } = linked;
      await trx
        .insertInto('signing_events')
        .values({
          envelope_id: envelopeId,
          seq: (last?.seq ?? 0) + 1,
          event: JSON.stringify(body),
          prev_hash,
          hash,
        })
        .execute();
    },
  };
}
export type SigningEvents = ReturnType<typeof createSigningEvents>;
