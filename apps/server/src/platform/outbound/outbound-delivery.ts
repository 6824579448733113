import type { Kysely } from 'kysely';
import { coalescedWrites } from '../db/coalesced-writes.ts';
import type { DB } from '../db/schema.ts';
import { mapLimit } from '../storage/map-limit.ts';
import { sendBoundMs } from './claims.ts';
import type { DeliveryResult, OutboundChannel, OutboundRow, OutboundTable } from './outbound-channel.ts';
import {
  claimForDelivery,
  findStatuses,
  markSent,
  recordFailedAttempt,
  releaseClaim,
} from './outbound-messages.repo.ts';

/** One job's delivery: its payload (`{ [jobKey]: id }`) and whether a failure now is its last. */
export type Delivery<JobKey extends string> = Record<JobKey, string> & { isLastAttempt: boolean };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const asError = (error: unknown) => (error instanceof Error ? error : new Error(errorText(error)));

/**
 * One attempt for each of a batch of messages (what a channel's jobs run): one statement claims them all for
 * `claimSeconds`, then each is sent and recorded on its own, `sendsInFlight` at a time. A settled message is
 * skipped; one another worker holds is an error, so its job is retried later rather than risk a second copy.
 */
export function createOutboundDelivery<T extends OutboundTable, Message, JobKey extends string>(
  channel: OutboundChannel<T, Message, JobKey>,
  { db, claimSeconds }: { db: Kysely<DB>; claimSeconds: number },
) {
  const { table } = channel;
  // Marked SENT as soon as the transport took it, together with the others taken meanwhile: a statement per
  // burst rather than per message. A crash in that instant can still send a message twice.
  const recordSent = coalescedWrites<{ id: string; receipt: string | null }>(
    (sent) => markSent(db, table, channel.via, sent, channel.receiptColumn),
    { lingerMs: channel.sentMarkLingerMs },
  );

  /** Sends one claimed message; a refusal is recorded at once (the SENT mark is the caller's, see below). */
  async function send(
    message: OutboundRow<T>,
    isLast: boolean,
  ): Promise<{ receipt: string | null } | 'failed' | Error> {
    try {
      return { receipt: await channel.send(message) };
    } catch (error) {
      const permanent = channel.isPermanent?.(error) ?? false;
      await recordFailedAttempt(db, table, message.id, errorText(error), permanent || isLast);
      // A refusal no retry can change settles the job; anything else is retried by the queue.
      return permanent ? 'failed' : asError(error);
    }
  }

  return async function deliverMany(deliveries: Delivery<JobKey>[]): Promise<Map<string, DeliveryResult | Error>> {
    const results = new Map<string, DeliveryResult | Error>();
    const ids = [...new Set(deliveries.map((d) => d[channel.jobKey]))];
    const claimed = await claimForDelivery(db, table, ids, claimSeconds);
    // Every transport bounds a send by a quarter of the claim (sendBoundMs): a send started in the claim's
    // first quarter ends before the claim does, so no retry can take the message while it may still go out.
    const startBy = performance.now() + sendBoundMs(claimSeconds);
    const unclaimed = ids.filter((id) => !claimed.some((message) => message.id === id));
    if (unclaimed.length > 0) {
      const statuses = new Map((await findStatuses(db, table, unclaimed)).map((row) => [row.id, row.status]));
      for (const id of unclaimed) {
        // Still QUEUED yet not claimable: another delivery of the same job holds it right now.
        const held = statuses.get(id) === 'QUEUED';
        results.set(id, held ? new Error(`This ${channel.noun} is being sent by another worker`) : 'skipped');
      }
    }
    const isLast = (id: string) => deliveries.some((d) => d[channel.jobKey] === id && d.isLastAttempt);
    const marks: Promise<void>[] = [];
    await mapLimit(claimed, channel.sendsInFlight, async (message) => {
      if (performance.now() > startBy && !isLast(message.id)) {
        // A slow transport left this one too little of its claim: give it back untried, for the retry.
        await releaseClaim(db, table, message.id);
        results.set(message.id, new Error('Not sent in this attempt: its claim was running out'));
        return;
      }
      const outcome = await send(message, isLast(message.id));
      if (outcome === 'failed' || outcome instanceof Error) return void results.set(message.id, outcome);
      // The transport takes the next message while the mark is written.
      marks.push(
        recordSent({ id: message.id, receipt: outcome.receipt }).then(
          () => void results.set(message.id, 'sent'),
          (error: unknown) => void results.set(message.id, asError(error)),
        ),
      );
    });
    await Promise.all(marks);
    return results;
  };
}
