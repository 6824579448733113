import type { TOutboxMessage, TOutboxMessageDetail } from '@ledgerport/contract';
import type { OutboxMessageRow } from '../../platform/db/schema.ts';

type Summary = Omit<
  OutboxMessageRow,
  | 'text_body'
  | 'html_body'
  | 'idempotency_key'
  | 'locked_until'
  | 'failed_at'
  | 'seq'
  | 'from_name'
  | 'reply_to'
  | 'not_before'
>;

export const presentOutboxMessage = (row: Summary): TOutboxMessage => ({
  id: row.id,
  to_address: row.to_address,
  locale: row.locale,
  template: row.template,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  last_error: row.last_error,
  delivered_via: row.delivered_via,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
});

export const presentOutboxMessageDetail = (
  row: Summary & Pick<OutboxMessageRow, 'text_body' | 'html_body' | 'reply_to'>,
): TOutboxMessageDetail => ({
  ...presentOutboxMessage(row),
  text_body: row.text_body,
  html_body: row.html_body,
  reply_to: row.reply_to,
});
