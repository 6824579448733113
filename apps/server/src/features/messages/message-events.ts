import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';

/**
 * The seam between the conversation itself (threads, messages, attachments: messages.service) and how it reaches
 * people (in-app news, e-mails by each person's digest choice, replies by e-mail: message-news / message-replies).
 * Kept as plain types so each side is built and tested on its own; the plugin wires one to the other.
 */

/** A message just stored and committed: what the news side needs to tell the right people. */
export type TMessagePosted = {
  tenantId: string;
  threadId: string;
  messageId: string;
  subject: string;
  authorUserId: string;
  authorName: string;
  side: 'FIRM' | 'CLIENT';
  /** A staff-only note: never told to a client, in the app or by e-mail. */
  internal: boolean;
  /** The message as plain text (for staff e-mails, and clients' when the firm allows it). */
  bodyText: string;
  attachmentNames: string[];
  /** The sender's address when it arrived as an e-mail reply. */
  viaEmail: string | null;
};

/** Tells the right people of one committed message (message-news.ts); run by the news queue's worker. */
export type MessageNews = { posted(event: TMessagePosted): Promise<void> };

/**
 * The queue between the two sides (message-news.job.ts): `enqueue` in the transaction that stores the message, so
 * its news exists exactly when it does; `wake` once that transaction committed, so it is told at once.
 */
export type MessageNewsQueue = { enqueue(trx: Db, event: TMessagePosted): Promise<void>; wake(): void };

/** An e-mail reply to a thread's address, from a sender already checked to be one of the company's users. */
export type TReplyByEmail = {
  tenantId: string;
  threadId: string;
  author: Principal;
  senderAddress: string;
  bodyText: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * Posts an e-mail reply into its thread as the sender, with the same rules as the portal (limits, file rules,
 * all or nothing). Throws the same 4xx errors as the route; the receiver turns those into a polite bounce.
 */
export type MessageReplies = { postFromEmail(reply: TReplyByEmail): Promise<{ messageId: string }> };
