import { z } from 'zod';
import { REQUEST_ASK_URGENCIES, SIGNATURE_ASK_URGENCIES } from './signed-in-constants.ts';
import { ZRequestKind } from './requests.ts';

const company = { tenant_uuid: z.uuid(), tenant_name: z.string() };

/** An open request of one of the client's companies; `return_note` when the firm sent it back. Days 'YYYY-MM-DD'. */
export const ZRequestAsk = z.object({
  type: z.literal('request'),
  ...company,
  urgency: z.enum(REQUEST_ASK_URGENCIES),
  request_uuid: z.uuid(),
  title: z.string(),
  kind: ZRequestKind,
  due_on: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  return_note: z.string().nullable(),
});
export type TRequestAsk = z.infer<typeof ZRequestAsk>;

/** A live document of one of the client's companies marked Needs attention, with the firm's note. */
export const ZDocumentAsk = z.object({
  type: z.literal('document'),
  ...company,
  urgency: z.literal('NEEDS_ATTENTION'),
  document_uuid: z.uuid(),
  name: z.string(),
  folder: z.string(),
  note: z.string().nullable(),
  marked_at: z.iso.datetime(),
});
export type TDocumentAsk = z.infer<typeof ZDocumentAsk>;

/**
 * An envelope of one of the client's companies that waits on the client's signature now (issue 31): sent, their
 * turn (a signer before them in a sequential order has signed), not past its expiry. Signed at
 * paths.signEnvelope(envelope_uuid). `due_on` the day the firm wants it by, if it said one.
 */
export const ZSignatureAsk = z.object({
  type: z.literal('signature'),
  ...company,
  urgency: z.enum(SIGNATURE_ASK_URGENCIES),
  envelope_uuid: z.uuid(),
  title: z.string(),
  due_on: z.string().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type TSignatureAsk = z.infer<typeof ZSignatureAsk>;

export const ZClientAsk = z.discriminatedUnion('type', [ZRequestAsk, ZDocumentAsk, ZSignatureAsk]);
export type TClientAsk = z.infer<typeof ZClientAsk>;

/**
 * GET /asks — what the firm needs from the signed-in client, across every company where they may see files
 * ('view files'): requests, marked documents and envelopes to sign, most urgent first (ASK_URGENCIES), at most CLIENT_ASKS_MAX items; `truncated`: there are more.
 */
export const ZClientAsks = z.object({ data: z.array(ZClientAsk), truncated: z.boolean() });
export type TClientAsks = z.infer<typeof ZClientAsks>;
