import { z } from 'zod';
import { ZRecordClass } from './records.ts';

/**
 * A person's data (issue 35, item 5; GDPR Art. 15, 17, 20): an export as a zip (JSON files and the files she
 * uploaded), and erasure: personal data removed or pseudonymised, her uploads deleted except what a retention
 * class or a legal hold still requires, with a record of what was kept, why and until when. Staff with 'manage
 * personal data'; a person may export her own data.
 */
export const PERSON_DATA_FILES = {
  profile: 'profile.json',
  signIns: 'sign-ins.json',
  uploads: 'uploads.json',
  payroll: 'payroll.json',
  salesTax: 'sales-tax.json',
  organizerAnswers: 'organizer-answers.json',
  messages: 'messages.json',
  filesFolder: 'files/',
} as const;

/** Why a document was kept: its class's retention (and the rule's basis and years), or a legal hold. */
export const ZKeptDocument = z.object({
  document_uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  name: z.string(),
  record_class: ZRecordClass,
  reason: z.enum(['RETENTION', 'LEGAL_HOLD']),
  /** For RETENTION: e.g. "FORM_8879: 4 years after the tax year's end"; for LEGAL_HOLD: the hold's reason. */
  rule: z.string(),
  /** The end of the retention (a date), or null while a hold lasts / the company is active (LAST_ACTIVITY). */
  until: z.iso.date().nullable(),
});
export type TKeptDocument = z.infer<typeof ZKeptDocument>;

export const ZPersonErasure = z.object({
  uuid: z.uuid(),
  user_uuid: z.uuid(),
  erased_at: z.iso.datetime(),
  erased_by_uuid: z.uuid().nullable(),
  /** What was removed, counted: documents, sessions, second factors, memberships… */
  removed: z.record(z.string(), z.number().int()),
  kept: z.array(ZKeptDocument),
});
export type TPersonErasure = z.infer<typeof ZPersonErasure>;
