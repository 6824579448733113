import { z } from 'zod';
import {
  DECLINE_REASON_MAX,
  ZEnvelopePage,
  ZEnvelopeStatus,
  ZSignerStatus,
  ZSigningField,
  ZSigningOrder,
  ZSigningVerification,
} from './signing.ts';

/**
 * The signer's side (issue 31). A signed-in user reaches their envelope at /signing/sign/{envelopeId}, a person
 * by link at /signing/link/{token}; both take the same sub-routes. The steps: GET (view) → consent → (code →
 * verify, where the envelope asks for it) → sign or decline. Once the envelope is completed, GET …/document
 * answers the signed copy; a person by link reaches it through the link of the completion e-mail (which replaced
 * the one they signed with) for SIGNED_COPY_LINK_DAYS, then 410 SIGNED_COPY_LINK_EXPIRED.
 */

export const CODE_CHANNELS = ['email', 'sms'] as const;
export const ZCodeChannel = z.enum(CODE_CHANNELS);
export type TCodeChannel = z.infer<typeof ZCodeChannel>;

/** The envelope as one signer sees it: only their own fields, nobody else's data. */
export const ZSignerEnvelope = z.object({
  uuid: z.uuid(),
  firm_name: z.string(),
  company_name: z.string(),
  title: z.string(),
  message: z.string(),
  status: ZEnvelopeStatus,
  order: ZSigningOrder,
  verification: ZSigningVerification,
  due_date: z.string().nullable(),
  expires_at: z.iso.datetime(),
  pages: z.array(ZEnvelopePage),
  me: z.object({
    uuid: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: ZSignerStatus,
    /** Sequential order: false while a signer before them has not signed. */
    my_turn: z.boolean(),
    consented_at: z.iso.datetime().nullable(),
    /** The identity check this signer must pass before signing; false once passed (or none is needed). */
    needs_verification: z.boolean(),
    /** The known data's label to ask for ("Prior-year AGI"); null when only a code is asked. */
    known_data_label: z.string().nullable(),
    /** Where a one-time code can go, e-mail and SMS masked ("j•••@example.com", "•••• 1234"). */
    code_channels: z.array(z.object({ channel: z.enum(['email', 'sms']), to: z.string() })),
    /** Failed identity checks left before the signer is locked (SIGNING_MAX_FAILURES in all). */
    tries_left: z.number().int(),
    signed_at: z.iso.datetime().nullable(),
  }),
  /** The signer's own fields, in the order they are filled (page, then top to bottom, left to right). */
  fields: z.array(ZSigningField.extend({ uuid: z.uuid() })),
});
export type TSignerEnvelope = z.infer<typeof ZSignerEnvelope>;

/** POST …/consent: the ESIGN disclosure accepted (with the right to a paper copy). Answers the signer's view. */
export const ZConsentRequest = z.strictObject({ accepted: z.literal(true) });
export type TConsentRequest = z.input<typeof ZConsentRequest>;

/** POST …/code: send a one-time code (valid 10 minutes). 202 with where it went, masked. */
export const ZSendCodeRequest = z.strictObject({ channel: ZCodeChannel.default('email') });
export type TSendCodeRequest = z.input<typeof ZSendCodeRequest>;
export const ZSendCodeResponse = z.object({ channel: ZCodeChannel, to: z.string() });
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;

/**
 * POST …/verify: the code, and the known data where the envelope asks for it. A wrong answer is 400
 * SIGNING_CHECK_FAILED with the tries left in `details` (field `tries_left`); the third is 423 SIGNER_LOCKED.
 * The answer never says which of the two was wrong.
 */
export const ZVerifyRequest = z.strictObject({
  code: z.string().trim().min(4).max(12),
  known_data: z.string().trim().max(200).optional(),
});
export type TVerifyRequest = z.input<typeof ZVerifyRequest>;

/** A PNG data URL as the browser's canvas gives it; the server only ever places images. */
export const SIGNATURE_PNG_MAX = 400_000;
const zPngDataUrl = z
  .string()
  .max(SIGNATURE_PNG_MAX)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

/**
 * POST …/sign: every required field of the signer filled (`values` by field uuid: text for name/text, true for a
 * ticked checkbox; signature, initials and date signed are the server's to place), in one action. A required
 * field left empty: 400 SIGNING_FIELDS_MISSING. Not the signer's turn (sequential): 409 SIGNING_OUT_OF_TURN.
 */
export const ZSignRequest = z.strictObject({
  values: z.record(z.uuid(), z.union([z.string().max(500), z.boolean()])).default({}),
  signature_png: zPngDataUrl.optional(),
  initials_png: zPngDataUrl.optional(),
  /** How the signature was adopted (IRS Publication 1345 asks it recorded): typed in the script font, or drawn. */
  adopted: z.enum(['typed', 'drawn']).default('drawn'),
});
export type TSignRequest = z.input<typeof ZSignRequest>;

/** POST …/decline: the reason staff read. The envelope is declined for everyone. */
export const ZDeclineRequest = z.strictObject({ reason: z.string().trim().min(1).max(DECLINE_REASON_MAX) });
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;
