import type { TNotificationKind } from '@ledgerport/contract';
import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt } from './columns.ts';

export type NotificationKind = TNotificationKind;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  tenant_id: string | null;
  subject_id: string | null;
  /** jsonb: what the notification says, as it was when written (see TNotificationContent). Updated only to fold uploads. */
  params: ColumnType<Record<string, unknown>, string, string>;
  /** Moved forward when a later upload is folded into an unread FILES_UPLOADED notification. */
  created_at: UpdatedAt;
  read_at: ColumnType<Date | null, never, Date | string | null>;
  /** Insertion order (bigint, read as a string), the tie-break of "newest first". */
  seq: Generated<string>;
}

/** The in-app notifications behind the header bell. */
export interface NotificationsTables {
  notifications: NotificationsTable;
}
