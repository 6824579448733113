import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED';

export interface OutboxMessagesTable {
  id: Generated<string>;
  to_address: string;
  locale: string;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The From display name the firm had when the message was rendered (null: older rows, the MAIL_FROM name). */
  from_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Reply-To address (a request's inbound address, issue 32); null: none. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  idempotency_key: string;
  delivered_via: 'outbox' | 'smtp' | null;
  locked_until: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** When the last attempt failed for good (status FAILED). */
  failed_at: ColumnType<Date | null, never, Date | string | null>;
  /** Insertion order (bigint, read as a string), the tie-break of "newest first". */
  seq: Generated<string>;
  /** Held until then (quiet hours): no delivery job until the release run clears it. */
  not_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;

/** The SMS outbox: every text message, whatever the transport (see platform/sms/). */
export interface SmsMessagesTable {
  id: Generated<string>;
  to_number: string;
  locale: string;
  body: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  idempotency_key: string;
  delivered_via: 'outbox' | 'twilio' | null;
  provider_id: string | null;
  locked_until: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  failed_at: Date | null;
  seq: Generated<string>;
  /** Held until then: no delivery job until the release run clears it (outbound-queue.ts). */
  not_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type SmsMessageRow = Selectable<SmsMessagesTable>;

/** The e-mails and text messages sent, or waiting to be, whatever the transport. */
export interface MessagesTables {
  outbox_messages: OutboxMessagesTable;
  sms_messages: SmsMessagesTable;
}
