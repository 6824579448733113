import { z } from 'zod';
import { zCalendarDay } from './money.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Signing in the portal (issue 31): an envelope is one PDF, its signers and the fields each of them fills.
 * Staff prepare a draft ('manage signatures'), send it, and the server seals the signed PDF once the last
 * signer signs. The signer's own view is in signing-signer.ts.
 */

/** Where an envelope stands for the firm. `sent` covers every step between sending and the sealed file. */
export const ENVELOPE_STATUSES = ['draft', 'sent', 'completed', 'declined', 'voided', 'expired'] as const;
export const ZEnvelopeStatus = z.enum(ENVELOPE_STATUSES);
export type TEnvelopeStatus = z.infer<typeof ZEnvelopeStatus>;

/**
 * How far it got, as the signatures list shows it: `signed` = every signer signed (the sealed file may still be
 * being written; `status` turns `completed` once it is stored).
 */
export const ENVELOPE_PROGRESSES = [
  'draft',
  'sent',
  'viewed',
  'partly_signed',
  'signed',
  'declined',
  'expired',
  'voided',
] as const;
export const ZEnvelopeProgress = z.enum(ENVELOPE_PROGRESSES);
export type TEnvelopeProgress = z.infer<typeof ZEnvelopeProgress>;

/** `together`: every signer at once. `sequential`: position 1 first; the next is notified when one signs. */
export const SIGNING_ORDERS = ['together', 'sequential'] as const;
export const ZSigningOrder = z.enum(SIGNING_ORDERS);
export type TSigningOrder = z.infer<typeof ZSigningOrder>;

/**
 * `signed_in`: the portal's own sign-in (with its second factor where the user has one); link signers then pass
 * a one-time code. `form_8879`: a one-time code by e-mail or SMS AND the known data the firm entered.
 */
export const SIGNING_VERIFICATIONS = ['signed_in', 'form_8879'] as const;
export const ZSigningVerification = z.enum(SIGNING_VERIFICATIONS);
export type TSigningVerification = z.infer<typeof ZSigningVerification>;

export const SIGNER_KINDS = ['user', 'link'] as const;
export const ZSignerKind = z.enum(SIGNER_KINDS);
export type TSignerKind = z.infer<typeof ZSignerKind>;

/**
 * `locked`: three failed identity checks. Staff may record a printed, hand-signed copy (paper-copy) for a signer
 * whose turn it is, locked or not (one who asked for paper).
 */
export const SIGNER_STATUSES = ['waiting', 'notified', 'viewed', 'signed', 'declined', 'locked'] as const;
export const ZSignerStatus = z.enum(SIGNER_STATUSES);
export type TSignerStatus = z.infer<typeof ZSignerStatus>;

export const FIELD_KINDS = ['signature', 'initials', 'date_signed', 'name', 'text', 'checkbox'] as const;
export const ZFieldKind = z.enum(FIELD_KINDS);
export type TFieldKind = z.infer<typeof ZFieldKind>;

export const ENVELOPE_TITLE_MAX = 200;
export const ENVELOPE_MESSAGE_MAX = 2000;
export const ENVELOPE_MAX_SIGNERS = 10;
export const ENVELOPE_MAX_FIELDS = 500;
/** Failed identity checks after which a signer is locked out of the envelope. */
export const SIGNING_MAX_FAILURES = 3;
/** Days an envelope stays signable when staff set no expiry. */
export const DEFAULT_EXPIRY_DAYS = 30;
/**
 * Days a person signing by link can still open the completed envelope and download the signed copy through
 * the link the completion e-mail carries; after that they ask the firm (a portal user keeps it in the portal).
 */
export const SIGNED_COPY_LINK_DAYS = 30;
/** The longest expiry staff may choose, in days after sending. */
export const MAX_EXPIRY_DAYS = 365;
export const KNOWN_DATA_LABEL_MAX = 80;
export const DECLINE_REASON_MAX = 1000;

/**
 * A field on a page, in PDF points measured from the page's TOP-LEFT corner (the server converts to PDF's
 * bottom-left origin). A field outside its page, on a page the document lacks or for a signer position the
 * envelope lacks is 400 SIGNING_FIELDS_INVALID.
 */
export const ZSigningField = z.object({
  uuid: z.uuid().optional(),
  signer_position: z.number().int().min(1).max(ENVELOPE_MAX_SIGNERS),
  kind: ZFieldKind,
  page: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(4).max(2000),
  height: z.number().min(4).max(2000),
  required: z.boolean(),
  label: z.string().trim().max(80).optional(),
});
export type TSigningField = z.infer<typeof ZSigningField>;

export const ZEnvelopePage = z.object({ width: z.number(), height: z.number() });
export type TEnvelopePage = z.infer<typeof ZEnvelopePage>;

export const ZEnvelopeSigner = z.object({
  uuid: z.uuid(),
  position: z.number().int().min(1),
  name: z.string(),
  email: z.string(),
  /** Where an SMS code may go (link signers staff gave a number; users with a mobile); null: e-mail only. */
  phone: z.string().nullable(),
  kind: ZSignerKind,
  /** The company user who signs (kind `user`); null for a person by link. */
  user_uuid: z.uuid().nullable(),
  status: ZSignerStatus,
  signed_at: z.iso.datetime().nullable(),
  declined_reason: z.string().nullable(),
  /** Recorded from a printed, hand-signed copy staff uploaded (paper-copy), not signed in the portal. */
  signed_on_paper: z.boolean(),
  /** The label of the known data staff entered ("Prior-year AGI"); the value is never shown again. */
  known_data_label: z.string().nullable(),
});
export type TEnvelopeSigner = z.infer<typeof ZEnvelopeSigner>;

export const ZEnvelope = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  company_name: z.string(),
  title: z.string(),
  message: z.string(),
  status: ZEnvelopeStatus,
  progress: ZEnvelopeProgress,
  order: ZSigningOrder,
  verification: ZSigningVerification,
  /** 'YYYY-MM-DD', what the signers are asked to meet; reminders count towards it. */
  due_date: z.string().nullable(),
  expires_at: z.iso.datetime(),
  /** The company file it was prepared from (or where an upload was stored), its hash and page sizes in points. */
  original: z.object({ path: z.string(), sha256: z.string(), pages: z.array(ZEnvelopePage) }),
  /** The sealed PDF in the company's "Signed documents" folder, once completed. */
  signed_path: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
  voided_reason: z.string().nullable(),
  signers: z.array(ZEnvelopeSigner),
  fields: z.array(ZSigningField),
});
export type TEnvelope = z.infer<typeof ZEnvelope>;

/** A list row: the envelope without its fields and page sizes. */
export const ZEnvelopeListItem = ZEnvelope.omit({ fields: true, original: true }).extend({
  original_path: z.string(),
});
export type TEnvelopeListItem = z.infer<typeof ZEnvelopeListItem>;
export const ZEnvelopePageList = zPage(ZEnvelopeListItem);
export type TEnvelopePageList = z.infer<typeof ZEnvelopePageList>;

/**
 * GET /tenants/{tenantId}/signing/envelopes ('view files') and GET /signing/envelopes (firm-wide, staff; the
 * tenants the caller may see). Newest first. `search` matches the title; `due_from`/`due_to` narrow by due date
 * (the signatures due in a period).
 */
export const ZEnvelopeQuery = ZPageQuery.extend({
  status: ZEnvelopeStatus.optional(),
  progress: ZEnvelopeProgress.optional(),
  due_from: zCalendarDay(VALIDATION_MESSAGES.dateInvalid).optional(),
  due_to: zCalendarDay(VALIDATION_MESSAGES.dateInvalid).optional(),
});
export type TEnvelopeQuery = z.input<typeof ZEnvelopeQuery>;
export const ZFirmEnvelopeQuery = ZEnvelopeQuery.extend({ tenant_uuid: z.uuid().optional() });
export type TFirmEnvelopeQuery = z.input<typeof ZFirmEnvelopeQuery>;

/**
 * POST /tenants/{tenantId}/signing/envelopes ('manage signatures'): a draft from a company file (JSON
 * `{ path }`), or multipart with one PDF part `file` (stored in the company's "Signature requests" folder).
 * Not a PDF, damaged, encrypted, > 200 pages or > 50 MB: 400 NOT_A_PDF / PDF_DAMAGED / PDF_ENCRYPTED /
 * PDF_TOO_MANY_PAGES, 413 PDF_TOO_LARGE. 201 with the envelope.
 */
export const ZCreateEnvelopeRequest = z.strictObject({
  path: z.string().min(1).max(1024),
  title: z.string().trim().min(1).max(ENVELOPE_TITLE_MAX).optional(),
});
export type TCreateEnvelopeRequest = z.input<typeof ZCreateEnvelopeRequest>;

/**
 * A signer as staff set it: a company user (`user_uuid`; name and e-mail come from the account) or a person by
 * name and e-mail who signs through a signing-only link. `known_data` (form_8879): sent once, stored as a salted
 * hash; on a later save, a signer with its `uuid` and no `known_data` keeps what was entered, `null` clears it.
 */
export const ZSignerInput = z.strictObject({
  uuid: z.uuid().optional(),
  kind: ZSignerKind,
  user_uuid: z.uuid().optional(),
  name: z.string().trim().max(200).optional(),
  email: z.email(VALIDATION_MESSAGES.emailInvalid).max(254).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/)
    .optional(),
  known_data: z
    .strictObject({
      label: z.string().trim().min(1).max(KNOWN_DATA_LABEL_MAX),
      value: z.string().trim().min(1).max(200),
    })
    .nullable()
    .optional(),
});
export type TSignerInput = z.input<typeof ZSignerInput>;

/**
 * PUT /tenants/{tenantId}/signing/envelopes/{envelopeId} ('manage signatures'): the whole draft, signers in
 * signing order (position = index + 1). Only a draft: otherwise 409 SIGNING_STATE. A user signer who may not
 * see the company's files is 400 SIGNER_NOT_ALLOWED.
 */
export const ZUpdateEnvelopeRequest = z.strictObject({
  title: z.string().trim().min(1).max(ENVELOPE_TITLE_MAX),
  message: z.string().trim().max(ENVELOPE_MESSAGE_MAX).default(''),
  order: ZSigningOrder,
  verification: ZSigningVerification,
  due_date: zCalendarDay(VALIDATION_MESSAGES.dateInvalid).nullable().default(null),
  /** Null: DEFAULT_EXPIRY_DAYS after sending. */
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  signers: z.array(ZSignerInput).max(ENVELOPE_MAX_SIGNERS),
  fields: z.array(ZSigningField).max(ENVELOPE_MAX_FIELDS),
});
export type TUpdateEnvelopeRequest = z.input<typeof ZUpdateEnvelopeRequest>;

/** POST …/void ('manage signatures'): a sent envelope; its links stop working at once. */
export const ZVoidEnvelopeRequest = z.strictObject({ reason: z.string().trim().min(1).max(DECLINE_REASON_MAX) });
export type TVoidEnvelopeRequest = z.input<typeof ZVoidEnvelopeRequest>;

/** POST …/resend ('manage signatures'): notify one signer whose turn it is again (a new link for a link signer). */
export const ZResendRequest = z.strictObject({ signer_uuid: z.uuid() });
export type TResendRequest = z.input<typeof ZResendRequest>;
