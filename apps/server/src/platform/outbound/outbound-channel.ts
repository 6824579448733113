import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * The tables of the channels. Each holds one row per message: the columns every channel shares (id, status,
 * attempts, last_error, idempotency_key, delivered_via, locked_until, created_at, sent_at, failed_at, seq) and
 * the channel's own (an e-mail's address, subject and bodies; a text's number and body).
 */
export type OutboundTable = 'outbox_messages' | 'sms_messages';
/** A stored message (the `& { id }` lets code generic over the table reach the key it knows every row has). */
export type OutboundRow<T extends OutboundTable> = Selectable<DB[T]> & { id: string };
/** A message's own columns as stored, every one text, by column name; the idempotency key among them. */
export type QueuedColumns<T extends OutboundTable> = Partial<Record<Extract<keyof DB[T], string>, string>> & {
  idempotency_key: string;
};

/**
 * When a send may become final. A transport that hands the message to someone else calls `commitPoint()` when it
 * reaches the step that makes the message final (SMTP: the dot that ends DATA; Twilio: the request) and takes that
 * step only once it resolves: then the SENT mark of the message its send slot handed over before is written
 * (outbound-delivery.ts). So a crash leaves at most one message per slot taken but not marked, i.e. sent again
 * after a restart. Everything before that step (SMTP: the envelope and the body) goes out while that mark is still
 * waiting for company, and calling `commitPoint()` is what writes it at once. When the mark failed, or takes too
 * long (`awaitCommitPoint`), the transport gives the message up unsent and throws `WithdrawnBeforeCommit`.
 */
export type SendTerms = { commitPoint: () => Promise<void> };

/** Terms for a send with nothing before it (a slot's first message, a transport used on its own). */
export const commitAtOnce = (): SendTerms => ({ commitPoint: () => Promise.resolve() });

/**
 * A transport gave a message up before the step that would have made it final: it did not leave, so the attempt
 * is not counted (the message is given back for its job's retry).
 */
export class WithdrawnBeforeCommit extends Error {
  override readonly name = 'WithdrawnBeforeCommit';
}

/**
 * Calls `commitPoint()` and waits for it at most `limitMs`; throws `WithdrawnBeforeCommit` when it failed or did
 * not come in time (a database that stalls must not hold a send past its bound).
 */
export async function awaitCommitPoint({ commitPoint }: SendTerms, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WithdrawnBeforeCommit(`Not sent: the previous message's SENT mark took over ${limitMs} ms`)),
      Math.max(0, limitMs),
    );
  });
  try {
    await Promise.race([commitPoint(), late]);
  } catch (error) {
    if (error instanceof WithdrawnBeforeCommit) throw error;
    throw new WithdrawnBeforeCommit("Not sent: the previous message's SENT mark failed", { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a message leaves the building through (SMTP, Twilio...), or the outbox driver that keeps it in its table
 * only. Every send, the wait for `terms.commitPoint()` included, must end within `sendBoundMs(claimSeconds)`
 * (claims.ts).
 */
export type OutboundTransport<Name extends string, Outgoing, Receipt> = {
  /** Recorded as the message's `delivered_via`. */
  readonly transport: Name;
  /**
   * Resolves once the transport took the message; throws (with its answer) when it did not. It becomes final
   * only once `terms.commitPoint()` resolved (SendTerms).
   */
  deliver: (message: Outgoing, terms: SendTerms) => Promise<Receipt>;
  close: () => Promise<void>;
};

/**
 * The default transport of every channel: the stored row IS the delivery, nothing leaves the server. It ignores
 * `commitPoint`: a message kept in its table cannot reach anyone twice, however late its SENT mark.
 */
export const keptInTable = <Receipt>(receipt: Receipt) => ({
  transport: 'outbox' as const,
  deliver: async () => receipt,
  close: async () => {},
});

/**
 * One kind of outbound message (e-mail, text...) as the shared pipeline sees it: where its messages are stored,
 * its delivery jobs, how a message becomes a row and how a row is sent. Everything else (storing in the
 * caller's transaction, idempotency, claims, retries, failures, SENT marks) is the pipeline's, the same for all.
 */
export type OutboundChannel<T extends OutboundTable, Message, JobKey extends string> = {
  table: T;
  /** The pg-boss queue of its delivery jobs. */
  queue: string;
  /** A delivery job's payload is `{ [jobKey]: <row id> }` (kept as it was: jobs queued before stay valid). */
  jobKey: JobKey;
  /** What one is called in errors: "This <noun> is being sent by another worker". */
  noun: string;
  /** Checks a message and turns it into its row; throws on one that must never be stored (a bad address). */
  prepare: (message: Message) => QueuedColumns<T>;
  /** The transport's name, recorded as `delivered_via`. */
  via: string;
  /**
   * Sends one claimed row through the transport (bounded by `sendBoundMs`), final only once `terms.commitPoint()`
   * resolved (SendTerms). Answers what the SENT mark writes into `receiptColumn` (the provider's id for the
   * message), or null.
   */
  send: (row: OutboundRow<T>, terms: SendTerms) => Promise<string | null>;
  receiptColumn?: Extract<keyof DB[T], string>;
  /** A refusal no retry can change (a number that cannot receive texts): the message fails at once. */
  isPermanent?: (error: unknown) => boolean;
  /**
   * Sends one batch runs at once (its send slots): what the transport takes from one process, divided among the
   * pollers. Also the most messages of a batch a crash can leave sent but not marked (one per slot, SendTerms).
   */
  sendsInFlight: number;
  /**
   * How long a SENT mark may wait for company when no send needs it sooner (0: written at once, with whatever
   * waits). A slot's next send calls for it when it reaches its commit point (SendTerms).
   */
  sentMarkLingerMs?: number;
};

/** 'failed': a permanent refusal, settled at once (the job is done); an attempt that may be retried throws. */
export type DeliveryResult = 'sent' | 'failed' | 'skipped';

export type OutboundQueue<Message> = {
  /**
   * Checks the message, stores it QUEUED and adds its delivery job, both through `db`: pass the caller's
   * transaction and the message exists only if the caller's rows commit. `queued` is false (and nothing new
   * is stored) when the idempotency key was already used.
   */
  enqueue: (db: Kysely<DB>, message: Message, options?: EnqueueOptions) => Promise<{ id: string; queued: boolean }>;
  /**
   * `enqueue` for many messages in a few statements (a fan-out's chunk), through `db`, which must be a
   * transaction. Messages whose key was already used are left as they are. Answers how many were new.
   */
  enqueueMany: (db: Kysely<DB>, messages: Message[]) => Promise<number>;
  /**
   * Starts this process's sending now rather than at its next poll (up to a second): call it once the
   * transaction that queued messages has committed (`enqueue` outside a transaction does it itself).
   */
  wake: () => void;
  /** One delivery attempt (what the job runs). Safe to repeat: a settled message is never sent again. */
  deliver: (id: string, attempt?: { isLastAttempt: boolean }) => Promise<DeliveryResult>;
  /**
   * Releases the held messages whose `notBefore` has come by `now` (the firm's clock): each gets its delivery
   * job, in batches, each batch one transaction. Answers how many. Safe with several instances at once.
   */
  releaseHeld: (now: Date) => Promise<number>;
};

/**
 * `notBefore`: the message is stored now but not sent before then (an at-once e-mail that falls in its
 * recipient's quiet hours). It has no delivery job until `releaseHeld` finds it due.
 */
export type EnqueueOptions = { notBefore?: Date | null };
