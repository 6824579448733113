import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type MessageSide = 'FIRM' | 'CLIENT';
export type ThreadLinkKind = 'REQUEST' | 'FILE' | 'SIGNATURE' | 'ORGANIZER';

/** A conversation in one company (issue 34); see migration 2026_12_07_0110 for the two "last message" sets. */
export interface MessageThreadsTable {
  id: Generated<string>;
  tenant_id: string;
  subject: string;
  link_kind: ThreadLinkKind | null;
  link_id: string | null;
  assignee_id: Defaulted<string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  last_seq: Defaulted<number>;
  client_last_seq: Defaulted<number>;
  client_last_at: Moment;
  client_last_side: Defaulted<MessageSide>;
  client_last_author_id: Defaulted<string | null>;
  client_last_preview: Defaulted<string>;
  staff_last_seq: Defaulted<number>;
  staff_last_at: Moment;
  staff_last_side: Defaulted<MessageSide>;
  staff_last_author_id: Defaulted<string | null>;
  staff_last_preview: Defaulted<string>;
  waiting_on_firm: Defaulted<boolean>;
}

export interface ThreadMessagesTable {
  id: Generated<string>;
  thread_id: string;
  tenant_id: string;
  seq: number;
  author_id: string | null;
  side: MessageSide;
  internal: Defaulted<boolean>;
  body_source: string;
  body_html: string;
  body_text: string;
  via_email: Defaulted<string | null>;
  created_at: CreatedAt;
  edited_at: MaybeMoment;
  removed_at: MaybeMoment;
  removed_by: Defaulted<string | null>;
  removed_reason: Defaulted<string | null>;
}

export interface MessageAttachmentsTable {
  message_id: string;
  tenant_id: string;
  document_id: string;
  position: number;
}

export interface MessageReadsTable {
  thread_id: string;
  user_id: string;
  side: MessageSide;
  last_read_seq: number;
  read_at: Moment;
}

export interface SavedRepliesTable {
  id: Generated<string>;
  title: string;
  body: string;
  created_by: string | null;
  updated_at: Moment;
}

/** Conversations between the firm and its clients (issue 34). `messages` here, the outbox's in messages.table.ts. */
export interface ConversationsTables {
  message_threads: MessageThreadsTable;
  messages: ThreadMessagesTable;
  message_attachments: MessageAttachmentsTable;
  message_reads: MessageReadsTable;
  saved_replies: SavedRepliesTable;
}
