import type { Kysely } from 'kysely';
import { coalescedWrites } from '../db/coalesced-writes.ts';
import type { DB } from '../db/schema.ts';
import { sendBoundMs } from './claims.ts';
import {
  WithdrawnBeforeCommit,
  type DeliveryResult,
  type OutboundChannel,
  type OutboundRow,
  type OutboundTable,
  type SendTerms,
} from './outbound-channel.ts';
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
 * `claimSeconds`, then `sendsInFlight` send slots send them and record each on its own. A settled message is
 * skipped; one another worker holds is an error, so its job is retried later rather than risk a second copy.
 *
 * Duplicates after a crash: a message the transport handed over (an SMTP server answered 250) but whose SENT mark
 * was not written yet is sent again by the retry. A slot never waits for a mark before its next send: the
 * transport calls `commitPoint()` (SendTerms) when the next message is about to become final (SMTP: everything
 * but the dot that ends DATA is out) and takes that last step once the previous message's mark is written. So at
 * any instant a slot has at most one message taken but not marked, and a crash sends at most `sendsInFlight`
 * messages per batch twice (for mail, with its two pollers, one per SMTP connection), where marks written
 * behind the sends let it be any number. Marks still go together: one waits (`sentMarkLingerMs`) until a send
 * needs it, and then goes with every other mark waiting, so the slots keep their pace and the database its
 * statement per burst.
 */
export function createOutboundDelivery<T extends OutboundTable, Message, JobKey extends string>(
  channel: OutboundChannel<T, Message, JobKey>,
  { db, claimSeconds }: { db: Kysely<DB>; claimSeconds: number },
) {
  const { table } = channel;
  const recordSent = coalescedWrites<{ id: string; receipt: string | null }>(
    (sent) => markSent(db, table, channel.via, sent, channel.receiptColumn),
    { lingerMs: channel.sentMarkLingerMs },
  );

  /** Sends one claimed message; a refusal is recorded at once (the SENT mark is the caller's, see below). */
  async function send(
    message: OutboundRow<T>,
    isLast: boolean,
    terms: SendTerms,
  ): Promise<{ receipt: string | null } | 'failed' | WithdrawnBeforeCommit | Error> {
    try {
      return { receipt: await channel.send(message, terms) };
    } catch (error) {
      // Given up before it could become final (the previous mark failed or stalled): not sent, not an attempt.
      if (error instanceof WithdrawnBeforeCommit) return error;
      const permanent = channel.isPermanent?.(error) ?? false;
      await recordFailedAttempt(db, table, message.id, errorText(error), permanent || isLast);
      // A refusal no retry can change settles the job; anything else is retried by the queue.
      return permanent ? 'failed' : asError(error);
    }
  }

  /**
   * A message this attempt did not send: given back untried for its job's retry or, on the job's last attempt,
   * FAILED (no retry would ever take it). Best effort: the database may be what failed.
   */
  async function notSent(id: string, reason: Error, isLast: boolean, results: Map<string, DeliveryResult | Error>) {
    results.set(id, reason);
    const settle = isLast ? recordFailedAttempt(db, table, id, reason.message, true) : releaseClaim(db, table, id);
    await settle.catch(() => {});
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
    let next = 0;

    const sendSlot = async () => {
      // The SENT mark of the last message this slot handed over: its next one becomes final only once it is written.
      let previous = { mark: Promise.resolve(), written: true };
      const commitPoint = () => {
        if (!previous.written) recordSent.now();
        return previous.mark;
      };
      while (next < claimed.length) {
        const message = claimed[next++]!;
        if (performance.now() > startBy && !isLast(message.id)) {
          // A slow transport left this one too little of its claim: give it back untried, for the retry.
          await notSent(message.id, new Error('Not sent in this attempt: its claim was running out'), false, results);
          continue;
        }
        const outcome = await send(message, isLast(message.id), { commitPoint });
        if (outcome instanceof WithdrawnBeforeCommit) {
          // The previous mark failed (or stalled): the database that records what was sent is not recording,
          // and every message this slot hands over now would be sent again by its retry. The slot stops; the
          // others take what is left, or it is given back below.
          await notSent(message.id, outcome, isLast(message.id), results);
          return;
        }
        if (outcome === 'failed' || outcome instanceof Error) {
          results.set(message.id, outcome);
          continue;
        }
        const sent = { mark: recordSent({ id: message.id, receipt: outcome.receipt }), written: false };
        sent.mark = sent.mark.then(
          () => {
            sent.written = true;
            results.set(message.id, 'sent');
          },
          (error: unknown) => {
            results.set(message.id, asError(error));
            throw error;
          },
        );
        // Handled here, so a transport that never calls for it (keptInTable) leaves no unhandled rejection.
        marks.push(sent.mark.catch(() => {}));
        previous = sent;
      }
    };

    await Promise.all(Array.from({ length: Math.min(channel.sendsInFlight, claimed.length) }, sendSlot));
    // Left when every slot stopped on a failed mark.
    for (const message of claimed.slice(next)) {
      const reason = new Error('Not sent in this attempt: a SENT mark failed');
      await notSent(message.id, reason, isLast(message.id), results);
    }
    // No send will call for the last marks: they go now.
    recordSent.now();
    await Promise.all(marks);
    return results;
  };
}
