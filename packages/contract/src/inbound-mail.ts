import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';

/**
 * E-mail in (issue 32). Each company, and each request, has an address whose local part is a random token at
 * the firm's inbound domain (INBOUND_MAIL_DOMAIN). `address` is null while the portal has no inbound domain.
 */
export const ZInboundAddress = z.object({ address: z.string().nullable() });
export type TInboundAddress = z.infer<typeof ZInboundAddress>;

/** SPF, DKIM and DMARC as the receiver judged them (mailauth's words: pass, fail, none, softfail, neutral…). */
export const ZInboundVerdicts = z.object({ spf: z.string(), dkim: z.string(), dmarc: z.string() });
export type TInboundVerdicts = z.infer<typeof ZInboundVerdicts>;

/**
 * Why a message waits in the quarantine: the From address is none of the company's users (UNKNOWN_SENDER), it
 * is one but DMARC says the From is forged (DMARC_FAIL) or does not pass where the firm requires it
 * (DMARC_NOT_PASS), or the user may not upload files in that company (NOT_ALLOWED).
 */
export const INBOUND_HOLD_REASONS = ['UNKNOWN_SENDER', 'DMARC_FAIL', 'DMARC_NOT_PASS', 'NOT_ALLOWED'] as const;
export const ZInboundHoldReason = z.enum(INBOUND_HOLD_REASONS);
export type TInboundHoldReason = z.infer<typeof ZInboundHoldReason>;

export const ZHeldAttachment = z.object({ name: z.string(), size: z.number().int(), content_type: z.string() });

/** One held message, as the quarantine screen lists it. */
export const ZHeldMessage = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  /** The request whose address it was sent to, if any. */
  request_uuid: z.uuid().nullable(),
  request_title: z.string().nullable(),
  from_address: z.string(),
  from_name: z.string().nullable(),
  mail_from: z.string(),
  subject: z.string(),
  verdicts: ZInboundVerdicts,
  hold_reason: ZInboundHoldReason,
  attachments: z.array(ZHeldAttachment),
  received_at: z.iso.datetime(),
});
export type THeldMessage = z.infer<typeof ZHeldMessage>;

export const ZHeldMessagesQuery = ZPageQuery;
export type THeldMessagesQuery = z.input<typeof ZHeldMessagesQuery>;
export const ZHeldMessagePage = zPage(ZHeldMessage);
export type THeldMessagePage = z.infer<typeof ZHeldMessagePage>;

export const ZHeldMessageParams = z.object({ tenantId: z.uuid(), messageId: z.uuid() });

/** What staff decided: ACCEPTED (its files filed as if a company user had sent them) or REJECTED (deleted). */
export const ZHeldMessageDecision = z.object({
  uuid: z.uuid(),
  outcome: z.enum(['ACCEPTED', 'REJECTED']),
  /** Accepted: where the files were filed (their paths from the company's root). */
  paths: z.array(z.string()),
});
export type THeldMessageDecision = z.infer<typeof ZHeldMessageDecision>;
