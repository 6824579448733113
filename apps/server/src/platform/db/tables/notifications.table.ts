import type { TNotificationKind } from '@ledgerport/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Day, UpdatedAt } from './columns.ts';

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
  /** Its e-mail waits for the recipient's daily digest at this instant (null: none waits). */
  digest_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When its digest was queued. */
  digested_at: ColumnType<Date | null, never, Date | null>;
}

/** The firm's one row (id 1): each category's e-mail delivery ({ category: delivery }) and the digest hour. */
export interface NotificationDefaultsTable {
  id: number;
  email: ColumnType<Record<string, string>, string | undefined, string>;
  digest_hour: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date | null, never, Date | string | null>;
  updated_by: string | null;
}

/** A person's own choices: only the categories they chose, quiet hours, digest hour, the staff morning digest. */
export interface UserNotificationPreferencesTable {
  user_id: string;
  email: ColumnType<Record<string, string>, string | undefined, string>;
  quiet_from: number | null;
  quiet_until: number | null;
  digest_hour: number | null;
  staff_digest: boolean | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One staff morning digest per person and firm day (sent, or skipped with nothing to say). */
export interface StaffDigestsTable {
  user_id: string;
  firm_date: Day;
  covered_from: Date;
  covered_until: Date;
  sent: boolean;
  created_at: ColumnType<Date, never, never>;
}

/** The in-app notifications behind the header bell, and how each person hears of them by e-mail. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_defaults: NotificationDefaultsTable;
  user_notification_preferences: UserNotificationPreferencesTable;
  staff_digests: StaffDigestsTable;
}
