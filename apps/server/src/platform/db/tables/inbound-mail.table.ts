import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

/**
 * What became of a message taken for a company (issue 32): FILED in the Inbox, FULFILLED a request,
 * FILED_CLOSED_REQUEST (a reply to a closed or cancelled request, filed in the Inbox), HELD in the quarantine
 * and later ACCEPTED or REJECTED by staff, BOUNCED (nothing usable, the sender told), IGNORED (nothing usable
 * from an automatic sender: no bounce), POSTED (issue 34: a reply to a thread's address, posted in the thread).
 */
export type InboundOutcome =
  'FILED' | 'FULFILLED' | 'FILED_CLOSED_REQUEST' | 'HELD' | 'ACCEPTED' | 'REJECTED' | 'BOUNCED' | 'IGNORED' | 'POSTED';

/** A company's inbound address (request_id null) or a request's: the local part is `token`. */
export interface InboundAddressesTable {
  token: string;
  tenant_id: string;
  request_id: string | null;
  /** Issue 34: a message thread's address (request_id null then). */
  thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A refused attachment: its name and why (too large, a refused type, a name the portal refuses). */
export type RefusedAttachment = { name: string; reason: string };

export interface InboundMessagesTable {
  id: Generated<string>;
  tenant_id: string;
  request_id: string | null;
  /** Issue 34: taken at a thread's address. */
  thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  address_token: string;
  /** The Message-ID header: a retried delivery of the same message to the same address is recognised. */
  message_id: string | null;
  /** The envelope sender (MAIL FROM), '' for a bounce. */
  mail_from: string;
  from_address: string;
  from_name: string | null;
  subject: string;
  remote_ip: string | null;
  spf: string;
  dkim: string;
  dmarc: string;
  /** The company user the From address is (whether or not the message was trusted). */
  sender_user_id: string | null;
  outcome: InboundOutcome;
  /** Why a message was held: UNKNOWN_SENDER, DMARC_FAIL, NOT_ALLOWED (a member without 'upload files'). */
  hold_reason: string | null;
  file_count: ColumnType<number, number | undefined, number>;
  refused: ColumnType<RefusedAttachment[], string | undefined, string>;
  received_at: CreatedAt;
  decided_by: string | null;
  decided_at: Date | null;
  /** Issue 34: the text of a reply to a thread (its quote cut off), kept while it is held. */
  body_text: ColumnType<string | null, string | null | undefined, string | null>;
}
export type InboundMessageRow = Selectable<InboundMessagesTable>;

/** A held message's attachment, kept in the company's storage under a path the catalog never lists. */
export interface InboundHeldFilesTable {
  id: Generated<string>;
  message_id: string;
  position: number;
  name: string;
  storage_path: string;
  size: ColumnType<string, number | string, never>;
  sha256: string;
  content_type: string;
}

/** E-mail in (issue 32). */
export interface InboundMailTables {
  inbound_addresses: InboundAddressesTable;
  inbound_messages: InboundMessagesTable;
  inbound_held_files: InboundHeldFilesTable;
}
