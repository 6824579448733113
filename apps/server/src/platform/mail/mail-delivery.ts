import type { Kysely } from 'kysely';
import { coalescedWrites } from '../db/coalesced-writes.ts';
import type { DB } from '../db/schema.ts';
import { mapLimit } from '../storage/map-limit.ts';
import type { Mailer } from './mailer.ts';
import {
  claimForDelivery,
  findMessageStatuses,
  markSent,
  recordFailedAttempt,
  releaseClaim,
} from './outbox-messages.repo.ts';

export type Delivery = { outboxId: string; isLastAttempt: boolean };
export type DeliveryResult = 'sent' | 'skipped';

/**
 * Sends at once per batch. The mail queue's two pollers together then use exactly the SMTP pool's connections
 * (smtp-mailer.ts), so a message never waits in the pool after its send started (see `startBy` below).
 */
const SENDS_IN_FLIGHT = 5;
/** SENT marks of the messages accepted within this many milliseconds go in one statement. */
const SENT_MARK_LINGER_MS = 10;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const asError = (error: unknown) => (error instanceof Error ? error : new Error(errorText(error)));

/**
 * One attempt for each of a batch of messages (what the mail jobs run): one statement claims them all for
 * `claimSeconds`, then each is sent and recorded on its own. A message already SENT is skipped; one another
 * worker holds is an error, so its job is retried later rather than risk a second copy.
 */
export function createMailDelivery({
  db,
  mailer,
  claimSeconds,
}: {
  db: Kysely<DB>;
  mailer: Mailer;
  claimSeconds: number;
}) {
  // Marked SENT as soon as the server accepted it, together with the others accepted within the next few
  // milliseconds (in a large batch acceptances arrive one every few ms): a statement per burst rather than
  // per message. A crash in that instant can still send a message twice.
  const recordSent = coalescedWrites<string>(
    async (ids) => {
      await markSent(db, ids, mailer.transport);
    },
    { lingerMs: SENT_MARK_LINGER_MS },
  );

  /** Sends one claimed message; a refusal is recorded at once (the SENT mark is the caller's, see below). */
  async function send(message: Awaited<ReturnType<typeof claimForDelivery>>[number], isLast: boolean) {
    try {
      await mailer.deliver({
        id: message.id,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
      });
      return 'accepted' as const;
    } catch (error) {
      await recordFailedAttempt(db, message.id, errorText(error), isLast);
      return asError(error);
    }
  }

  return async function deliverMany(deliveries: Delivery[]): Promise<Map<string, DeliveryResult | Error>> {
    const results = new Map<string, DeliveryResult | Error>();
    const ids = [...new Set(deliveries.map((d) => d.outboxId))];
    const claimed = await claimForDelivery(db, ids, claimSeconds);
    // Every SMTP timeout is at most a quarter of the claim: a send started in its first quarter ends before
    // the claim does, so no retry can take the message while this attempt may still deliver it.
    const startBy = performance.now() + (claimSeconds * 1000) / 4;
    const unclaimed = ids.filter((id) => !claimed.some((message) => message.id === id));
    if (unclaimed.length > 0) {
      const statuses = new Map((await findMessageStatuses(db, unclaimed)).map((row) => [row.id, row.status]));
      for (const id of unclaimed) {
        const status = statuses.get(id);
        const held = status !== undefined && status !== 'SENT';
        results.set(id, held ? new Error('This message is being sent by another worker') : 'skipped');
      }
    }
    const isLast = (id: string) => deliveries.some((d) => d.outboxId === id && d.isLastAttempt);
    const marks: Promise<void>[] = [];
    await mapLimit(claimed, SENDS_IN_FLIGHT, async (message) => {
      if (performance.now() > startBy && !isLast(message.id)) {
        // A slow server left this one too little of its claim: give it back untried, for the retry.
        await releaseClaim(db, message.id);
        results.set(message.id, new Error('Not sent in this attempt: its claim was running out'));
        return;
      }
      const outcome = await send(message, isLast(message.id));
      if (outcome !== 'accepted') return void results.set(message.id, outcome);
      // The connection takes the next message while the mark is written.
      marks.push(
        recordSent(message.id).then(
          () => void results.set(message.id, 'sent'),
          (error: unknown) => void results.set(message.id, asError(error)),
        ),
      );
    });
    await Promise.all(marks);
    return results;
  };
}
