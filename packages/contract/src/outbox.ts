import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';

/**
 * Every e-mail Ledgerport sends is kept in the outbox, whatever the transport. QUEUED: waiting for (or
 * between) delivery attempts; SENT: handed to the SMTP server, or, with no SMTP configured, kept in the
 * outbox for a SuperAdmin to copy; FAILED: every attempt failed (see `last_error`).
 */
export const OUTBOX_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export const ZOutboxStatus = z.enum(OUTBOX_STATUSES);
export type TOutboxStatus = z.infer<typeof ZOutboxStatus>;

/** How a SENT message left: `smtp` really went out; `outbox` was only recorded here. */
export const ZMailTransport = z.enum(['outbox', 'smtp']);
export type TMailTransport = z.infer<typeof ZMailTransport>;

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to_address: z.string(),
  locale: z.string(),
  template: z.string(),
  subject: z.string(),
  status: ZOutboxStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_via: ZMailTransport.nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxMessageDetail = ZOutboxMessage.extend({
  text_body: z.string(),
  html_body: z.string(),
  /** Where a reply goes (a request's or a conversation's own inbound address), or null: to the sender. */
  reply_to: z.string().nullable(),
});
export type TOutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;

/** `search` matches the recipient or the subject; `status` narrows to one state (e.g. FAILED). */
export const ZOutboxQuery = ZPageQuery.extend({ status: ZOutboxStatus.optional() });
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxPage = zPage(ZOutboxMessage);
export type TOutboxPage = z.infer<typeof ZOutboxPage>;
