import { z } from 'zod';
import {
  ENVELOPE_MAX_FIELDS,
  ENVELOPE_MAX_SIGNERS,
  ZSigningField,
  ZSigningOrder,
  ZSigningVerification,
} from './signing.ts';

/**
 * Signing templates (issue 31): a saved layout (order, identity check, message, signers' roles and fields) that
 * next year's envelope reuses. Firm-wide; 'manage signatures'.
 */
export const ZSigningTemplate = z.object({
  uuid: z.uuid(),
  name: z.string(),
  message: z.string(),
  order: ZSigningOrder,
  verification: ZSigningVerification,
  /** What each signer position is, as staff named it ("Taxpayer", "Spouse"). */
  signer_roles: z.array(z.string()),
  /** The page sizes the fields were placed on; applying to a document with fewer pages drops nothing silently. */
  page_count: z.number().int(),
  fields: z.array(ZSigningField),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type TSigningTemplate = z.infer<typeof ZSigningTemplate>;
export const ZSigningTemplateList = z.object({ data: z.array(ZSigningTemplate) });
export type TSigningTemplateList = z.infer<typeof ZSigningTemplateList>;

/** POST /signing/templates: a layout to keep. A name already used: 409 CONFLICT. */
export const ZCreateSigningTemplateRequest = z.strictObject({
  name: z.string().trim().min(1).max(120),
  message: z.string().trim().max(2000).default(''),
  order: ZSigningOrder,
  verification: ZSigningVerification,
  signer_roles: z.array(z.string().trim().min(1).max(80)).min(1).max(ENVELOPE_MAX_SIGNERS),
  page_count: z.number().int().min(1),
  fields: z.array(ZSigningField).max(ENVELOPE_MAX_FIELDS),
});
export type TCreateSigningTemplateRequest = z.input<typeof ZCreateSigningTemplateRequest>;

/**
 * POST /signing/templates/{templateId}/apply: onto a draft envelope of a company (its order, identity check,
 * message and fields; signers stay). A field beyond the document's pages or off a page: 400
 * SIGNING_FIELDS_INVALID. Answers the envelope.
 */
export const ZApplySigningTemplateRequest = z.strictObject({ tenant_uuid: z.uuid(), envelope_uuid: z.uuid() });
export type TApplySigningTemplateRequest = z.input<typeof ZApplySigningTemplateRequest>;
