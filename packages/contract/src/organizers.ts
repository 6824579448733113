import { z } from 'zod';
import { zCalendarDay } from './money.ts';
import { ZOrganizerDefinition, ORGANIZER_LIMITS } from './organizer-definition.ts';
import { ZPageQuery, zPage } from './pagination.ts';
import { ZRequestStatus } from './requests.ts';
import { ZLocale } from './locales.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Organizers (issue 33): questionnaires built from templates. An organizer IS a request of kind ORGANIZER (its
 * id is the request's uuid), so reminders, the client's "what your firm needs" list and the completeness
 * matrix count it. Its status is the request's: OPEN while the client answers (also after staff return it: OPEN
 * again, with `comments` on questions and the request's `return_note`), SUBMITTED, DONE once staff accept it (then
 * it is locked). Staff build, send and review with 'manage requests'; the company's users answer ('upload files';
 * only the named recipient when there is one), and all who see its files read it.
 */

export const ORGANIZER_STARTERS = ['individual_1040', 'business_year_end', 'new_client_intake'] as const;
export const ZOrganizerStarterKey = z.enum(ORGANIZER_STARTERS);
export type TOrganizerStarterKey = z.infer<typeof ZOrganizerStarterKey>;

/** GET /organizer-starters?locale=de: the shipped starters, named and counted in that language. */
export const ZOrganizerStarter = z.object({
  key: ZOrganizerStarterKey,
  name: z.string(),
  description: z.string(),
  question_count: z.number().int(),
});
export const ZOrganizerStarterList = z.object({ data: z.array(ZOrganizerStarter) });
export type TOrganizerStarter = z.infer<typeof ZOrganizerStarter>;

const ZTemplateName = z
  .string(VALIDATION_MESSAGES.nameRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.nameRequired)
  .max(200);
const ZTemplateDescription = z.string().trim().max(2000).default('');

/**
 * POST /organizer-templates: 201 with the template. Either the firm's own sections, or a copy of a starter in
 * one of the five languages (its name may be given). A name taken (any case) → 400 on `name`.
 */
export const ZCreateOrganizerTemplateRequest = z.union([
  z.strictObject({ name: ZTemplateName, description: ZTemplateDescription, sections: ZOrganizerDefinition }),
  z.strictObject({ starter: ZOrganizerStarterKey, locale: ZLocale, name: ZTemplateName.optional() }),
]);
export type TCreateOrganizerTemplateRequest = z.input<typeof ZCreateOrganizerTemplateRequest>;

/**
 * PUT /organizer-templates/{id}: a new version, against `revision` (older → 409 CHANGED_MEANWHILE).
 * Organizers already sent keep the version they were sent with.
 */
export const ZUpdateOrganizerTemplateRequest = z.strictObject({
  name: ZTemplateName,
  description: ZTemplateDescription,
  sections: ZOrganizerDefinition,
  revision: z.number().int().min(1),
});
export type TUpdateOrganizerTemplateRequest = z.input<typeof ZUpdateOrganizerTemplateRequest>;

export const ZOrganizerTemplateSummary = z.object({
  uuid: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Starts at 1; each saved edit is a new version. */
  version: z.number().int(),
  question_count: z.number().int(),
  /** Organizers sent from any version of it. */
  sent_count: z.number().int(),
  updated_at: z.iso.datetime(),
});
export type TOrganizerTemplateSummary = z.infer<typeof ZOrganizerTemplateSummary>;

export const ZOrganizerTemplate = ZOrganizerTemplateSummary.extend({
  revision: z.number().int(),
  sections: ZOrganizerDefinition,
});
export type TOrganizerTemplate = z.infer<typeof ZOrganizerTemplate>;

/** GET /organizer-templates (name search trigram-indexed), newest first; DELETE /organizer-templates/{id} archives. */
export const ZOrganizerTemplateListQuery = ZPageQuery;
export const ZOrganizerTemplatePage = zPage(ZOrganizerTemplateSummary);
export type TOrganizerTemplatePage = z.infer<typeof ZOrganizerTemplatePage>;

/**
 * POST /organizer-templates/{id}/send: one organizer per company (like request templates), to all of each
 * company's users or, with one company, to one named user (`recipient_user_uuid`). A company that already has
 * an organizer from this template for `tax_year` is skipped (listed in `skipped`); one with an organizer from
 * it for an earlier year gets the new one prefilled from the latest (roll forward). 200 with what was made.
 */
export const MAX_ORGANIZER_SEND_TENANTS = 10_000;
export const ZSendOrganizerRequest = z
  .strictObject({
    tenant_uuids: z.array(z.uuid()).min(1).max(MAX_ORGANIZER_SEND_TENANTS).optional(),
    all_tenants: z.literal(true).optional(),
    recipient_user_uuid: z.uuid().optional(),
    title: z.string().trim().min(1).max(200),
    tax_year: z.number().int().min(2000).max(2100),
    due_on: zCalendarDay(VALIDATION_MESSAGES.dueDateRequired),
  })
  .refine((r) => Boolean(r.tenant_uuids) !== Boolean(r.all_tenants), { path: ['tenant_uuids'] })
  .refine((r) => !r.recipient_user_uuid || r.tenant_uuids?.length === 1, { path: ['recipient_user_uuid'] });
export type TSendOrganizerRequest = z.input<typeof ZSendOrganizerRequest>;
export const ZSendOrganizerResult = z.object({
  sent: z.array(z.object({ tenant_uuid: z.uuid(), organizer_uuid: z.uuid(), rolled_forward: z.boolean() })),
  skipped: z.array(z.object({ tenant_uuid: z.uuid(), reason: z.enum(['ALREADY_SENT', 'TENANT_INACTIVE']) })),
});
export type TSendOrganizerResult = z.infer<typeof ZSendOrganizerResult>;

/** One cell of a repeating group's row: text, number, yes/no or a date ('YYYY-MM-DD' as text). */
export const ZOrganizerCellValue = z.union([
  z.string().max(ORGANIZER_LIMITS.longText),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * An answer as sent and stored: text (dates 'YYYY-MM-DD', money as a decimal string), a number, yes/no, the
 * chosen options (`choices`), the question's file uuids (`file`: set by uploading, see below), or a group's
 * rows. null clears it. Checked against the question's kind, limits and condition on the server.
 */
export const ZOrganizerAnswerValue = z.union([
  z.string().max(ORGANIZER_LIMITS.longText),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(ORGANIZER_LIMITS.options),
  z.array(z.record(z.string(), ZOrganizerCellValue)).max(ORGANIZER_LIMITS.groupRows),
  z.null(),
]);
export type TOrganizerAnswerValue = z.infer<typeof ZOrganizerAnswerValue>;

export const ZOrganizerFile = z.object({ uuid: z.uuid(), name: z.string(), size: z.number().int() });

export const ZOrganizerAnswer = z.object({
  value: ZOrganizerAnswerValue,
  /** For `file` questions: the files (in the company's folders, counted as received documents). */
  files: z.array(ZOrganizerFile).optional(),
  by_name: z.string(),
  at: z.iso.datetime(),
  /** Rolled forward: the answer last year, when it differs (shown to staff as a change). */
  last_year: ZOrganizerAnswerValue.optional(),
});
export type TOrganizerAnswer = z.infer<typeof ZOrganizerAnswer>;

export const ZOrganizerComment = z.object({ text: z.string(), by_name: z.string(), at: z.iso.datetime() });

/** GET /tenants/{tenantId}/organizers/{id}: everything the answer and review screens show. */
export const ZOrganizer = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  template_uuid: z.uuid(),
  template_version: z.number().int(),
  title: z.string(),
  tax_year: z.number().int(),
  due_on: z.string(),
  status: ZRequestStatus,
  /** True once accepted: nothing can change. */
  locked: z.boolean(),
  /** Null: all of the company's users. */
  recipient_name: z.string().nullable(),
  sections: ZOrganizerDefinition,
  /** By question key; a question never answered has no entry. */
  answers: z.record(z.string(), ZOrganizerAnswer),
  /** Staff comments from the last return, by question key. */
  comments: z.record(z.string(), ZOrganizerComment),
  /** Rolled forward: section keys still to confirm ("still true?"), and those confirmed. */
  prefilled_sections: z.array(z.object({ key: z.string(), confirmed: z.boolean() })),
  progress: z.object({ required: z.number().int(), answered: z.number().int() }),
  submitted_at: z.iso.datetime().nullable(),
  /** The exported PDF in the company's folders, once made. */
  export_file_uuid: z.uuid().nullable(),
});
export type TOrganizer = z.infer<typeof ZOrganizer>;

/**
 * PUT /tenants/{tenantId}/organizers/{id}/answers/{key}: saves one answer at once (the last write wins).
 * `seen_at`: the `at` of the answer the client last saw; when someone else saved it since, the answer is
 * still saved and `overwrote` names them (the screen shows "changed by …"). A wrong kind or out of range → 400
 * VALIDATION_ERROR naming `value` (a group's cell: `value.<row>.<column>`); a hidden question → 400
 * ORGANIZER_QUESTION_HIDDEN; an unknown key → 404; a submitted, accepted or cancelled organizer → 409 REQUEST_STATE.
 * `value: null` clears the answer (not for file questions: DELETE their files).
 */
export const ZSaveOrganizerAnswerRequest = z.strictObject({
  value: ZOrganizerAnswerValue,
  seen_at: z.iso.datetime().nullable().optional(),
});
export type TSaveOrganizerAnswerRequest = z.input<typeof ZSaveOrganizerAnswerRequest>;
export const ZSaveOrganizerAnswerResult = z.object({
  answer: ZOrganizerAnswer.nullable(),
  overwrote: z.object({ by_name: z.string(), at: z.iso.datetime() }).nullable(),
  progress: ZOrganizer.shape.progress,
});
export type TSaveOrganizerAnswerResult = z.infer<typeof ZSaveOrganizerAnswerResult>;

/**
 * POST /tenants/{tenantId}/organizers/{id}/answers/{key}/files (multipart, one file; the upload rules of the
 * company's folders apply) → the question's answer with the file added. DELETE …/files/{fileId} removes it
 * from the answer (the file stays in the folders).
 */

/** POST …/sections/{key}/confirm: a rolled-forward section is "still true" as prefilled (or after edits). */

/**
 * POST …/submit: 400 ORGANIZER_INCOMPLETE with the missing required question keys in `details` (`field`), and
 * `section:<key>` for each rolled-forward section not yet confirmed.
 */

/** POST …/return (staff): at least one comment, each on a shown question. */
export const ZReturnOrganizerRequest = z.strictObject({
  comments: z
    .array(z.strictObject({ question: z.string().max(40), text: z.string().trim().min(1).max(2000) }))
    .min(1)
    .max(ORGANIZER_LIMITS.questions),
});
export type TReturnOrganizerRequest = z.input<typeof ZReturnOrganizerRequest>;

/**
 * POST …/accept (staff): DONE and locked; the branded PDF of questions and answers is saved into the
 * company's folders (its uuid in `export_file_uuid`). GET …/export?format=csv|xlsx (staff): the answers,
 * formula-safe. Organizers of a company: GET /tenants/{tenantId}/requests?kind=ORGANIZER.
 */
export const ZOrganizerExportQuery = z.strictObject({ format: z.enum(['csv', 'xlsx']) });

export const ZOrganizerStartersQuery = z.strictObject({ locale: ZLocale.default('en') });

/** Path parameters of the organizer routes. A question or section key that is not a key is 404 like an unknown one. */
export const ZOrganizerTemplateParams = z.strictObject({ id: z.uuid() });
export const ZOrganizerParams = z.strictObject({ tenantId: z.uuid(), id: z.uuid() });
export const ZOrganizerQuestionParams = ZOrganizerParams.extend({ key: z.string().max(40) });
export const ZOrganizerFileParams = ZOrganizerQuestionParams.extend({ fileId: z.uuid() });
export const ZOrganizerSectionParams = ZOrganizerParams.extend({ key: z.string().max(40) });
