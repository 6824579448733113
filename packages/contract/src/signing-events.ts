import { z } from 'zod';
import { ZSigningVerification } from './signing.ts';
import { ZCodeChannel } from './signing-signer.ts';

/**
 * The steps an envelope's evidence chain records (issue 31), roughly in the order they happen. The server
 * appends only these, so the staff's timeline can name every one of them in the user's language.
 */
export const SIGNING_EVENT_TYPES = [
  'created',
  'sent',
  'resent',
  'viewed',
  'consented',
  'code_sent',
  'verified',
  'verification_failed',
  'signer_locked',
  'signed',
  'paper_copy',
  'declined',
  'all_signed',
  'completed',
  'voided',
  'expired',
] as const;
export const ZSigningEventType = z.enum(SIGNING_EVENT_TYPES);
export type TSigningEventType = z.infer<typeof ZSigningEventType>;

/**
 * One step of the chain as staff read it. Only what is safe to show: never a document's or known data's hash,
 * a one-time code or a link's token (the evidence zip holds the whole chain for whoever must check it).
 * A detail a step does not have is null.
 */
export const ZEnvelopeEvent = z.object({
  /** Its place in the chain, from 1. */
  seq: z.number().int().min(1),
  type: ZSigningEventType,
  at: z.iso.datetime(),
  /** The signer the step is about; null for the envelope's own steps (created, sent, completed...). */
  signer: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** The staff member who took the step (created, sent, resent, voided, paper copy); null if none or removed. */
  by_name: z.string().nullable(),
  /** Why it was declined or voided, as the signer or staff wrote it. */
  reason: z.string().nullable(),
  /** Where a one-time code went. */
  channel: ZCodeChannel.nullable(),
  /** The identity check passed or failed. */
  method: ZSigningVerification.nullable(),
  /** Failed checks so far (verification_failed). */
  failures: z.number().int().nullable(),
  /** How the signature was adopted (signed). */
  adopted: z.enum(['typed', 'drawn']).nullable(),
  /** The signer's address when they viewed, consented or signed. */
  ip: z.string().nullable(),
});
export type TEnvelopeEvent = z.infer<typeof ZEnvelopeEvent>;

/** GET /tenants/{tenantId}/signing/envelopes/{envelopeId}/events ('view files'): the chain in order. */
export const ZEnvelopeEventList = z.object({ data: z.array(ZEnvelopeEvent) });
export type TEnvelopeEventList = z.infer<typeof ZEnvelopeEventList>;

/** GET …/document: the original PDF (default) or, once completed, the sealed signed one. */
export const ENVELOPE_DOCUMENT_KINDS = ['original', 'signed'] as const;
export const ZEnvelopeDocumentQuery = z.strictObject({ kind: z.enum(ENVELOPE_DOCUMENT_KINDS).default('original') });
export type TEnvelopeDocumentKind = (typeof ENVELOPE_DOCUMENT_KINDS)[number];
