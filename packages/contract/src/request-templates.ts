import { z } from 'zod';
import { ZPageQuery, zPage } from './pagination.ts';
import {
  ZDueDays,
  ZRequestCadence,
  ZRequestDescription,
  ZAskableRequestKind,
  ZRequestTitle,
  zMonthStart,
} from './requests.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Request templates (issue 16, item 1): a named set of requests a firm applies to one tenant, a selection, or
 * every active tenant at once. Each item is a one-off due `due_in_days` after the day it is applied (firm's
 * time zone), or recurring (`recurrence`), whose first period is the one current when applied.
 */
export const MAX_TEMPLATE_ITEMS = 50;
export const MAX_DUE_IN_DAYS = 365;
/** Tenants one explicit selection may name (a larger set: apply to all tenants). */
export const MAX_APPLY_TENANTS = 10_000;

export const ZTemplateRecurrence = z.strictObject({
  cadence: ZRequestCadence,
  due_days: ZDueDays,
});
export type TTemplateRecurrence = z.infer<typeof ZTemplateRecurrence>;

/** An item as sent: `uuid` names an item of this template to keep (what it made stays linked to it). */
export const ZTemplateItemInput = z
  .strictObject({
    uuid: z.uuid().optional(),
    title: ZRequestTitle,
    description: ZRequestDescription.default(''),
    kind: ZAskableRequestKind,
    due_in_days: z
      .number(VALIDATION_MESSAGES.dueInDaysRange)
      .int(VALIDATION_MESSAGES.dueInDaysRange)
      .min(0, VALIDATION_MESSAGES.dueInDaysRange)
      .max(MAX_DUE_IN_DAYS, VALIDATION_MESSAGES.dueInDaysRange)
      .nullish(),
    recurrence: ZTemplateRecurrence.nullish(),
  })
  .refine((item) => (item.due_in_days == null) !== (item.recurrence == null), {
    path: ['due_in_days'],
    message: VALIDATION_MESSAGES.templateItemTiming,
  });
export type TTemplateItemInput = z.input<typeof ZTemplateItemInput>;

const templateFields = {
  name: z.string(VALIDATION_MESSAGES.nameRequired).trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200),
  description: ZRequestDescription.default(''),
  items: z
    .array(ZTemplateItemInput)
    .min(1, VALIDATION_MESSAGES.templateItemsRequired)
    .max(MAX_TEMPLATE_ITEMS)
    .refine((items) => {
      const kept = items.flatMap((i) => (i.uuid ? [i.uuid] : []));
      return new Set(kept).size === kept.length;
    }, VALIDATION_MESSAGES.selectionRepeats),
};

/** POST /request-templates ('manage requests'): 201 with the template. A name taken (any case) → 400 on `name`. */
export const ZCreateRequestTemplateRequest = z.strictObject(templateFields);
export type TCreateRequestTemplateRequest = z.input<typeof ZCreateRequestTemplateRequest>;

/**
 * PUT /request-templates/{id}: replaces name, description and items, against `revision` (older → 409
 * CHANGED_MEANWHILE). Items sent without a uuid are new; items not sent are removed.
 */
export const ZUpdateRequestTemplateRequest = z.strictObject({
  ...templateFields,
  revision: z.number().int().min(1),
});
export type TUpdateRequestTemplateRequest = z.input<typeof ZUpdateRequestTemplateRequest>;

export const ZRequestTemplateItem = z.object({
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  kind: ZAskableRequestKind,
  due_in_days: z.number().int().nullable(),
  recurrence: ZTemplateRecurrence.nullable(),
});
export type TRequestTemplateItem = z.infer<typeof ZRequestTemplateItem>;

export const ZRequestTemplate = z.object({
  uuid: z.uuid(),
  name: z.string(),
  description: z.string(),
  items: z.array(ZRequestTemplateItem),
  revision: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TRequestTemplate = z.infer<typeof ZRequestTemplate>;

/** GET /request-templates: by name; `search` matches the name anywhere. */
export const ZRequestTemplateQuery = ZPageQuery;
export const ZRequestTemplateSummary = ZRequestTemplate.omit({ items: true }).extend({
  item_count: z.number().int(),
});
export type TRequestTemplateSummary = z.infer<typeof ZRequestTemplateSummary>;
export const ZRequestTemplatePage = zPage(ZRequestTemplateSummary);
export type TRequestTemplatePage = z.infer<typeof ZRequestTemplatePage>;

export const ZRequestTemplateParams = z.strictObject({ id: z.uuid() });

/**
 * POST /request-templates/{id}/apply → 202 { run_uuid }: named tenants (every one active, else 400
 * TENANT_INACTIVE before anything is queued; an unknown one → 404), or every active tenant. The work is one
 * durable job and one transaction: everything is made, or nothing.
 */
const ZTenantSelection = {
  tenant_ids: z.array(z.uuid()).min(1, VALIDATION_MESSAGES.noTenantsChosen).max(MAX_APPLY_TENANTS),
};
const ZAllTenants = { all_tenants: z.literal(true) };
/**
 * Issue 30: `first_period` ('YYYY-MM-01', at most MAX_BACKFILL_MONTHS back; default the current month) is where
 * the recurring items begin (a quarterly or yearly item: the quarter or year holding it); `skip` leaves out
 * single tenant × item pairs, `skip_repeats` every recurring item that repeats a tenant's live series (the
 * run finds them again when it runs, as …/repeats does).
 */
const ZApplyOptions = {
  first_period: zMonthStart.optional(),
  skip: z
    .array(z.strictObject({ tenant_id: z.uuid(), item_id: z.uuid() }))
    .max(MAX_APPLY_TENANTS)
    .optional(),
  skip_repeats: z.boolean().optional(),
};
export const ZApplyRequestTemplateRequest = z.union([
  z.strictObject({ ...ZTenantSelection, ...ZApplyOptions }),
  z.strictObject({ ...ZAllTenants, ...ZApplyOptions }),
]);
export type TApplyRequestTemplateRequest = z.input<typeof ZApplyRequestTemplateRequest>;
export const ZTemplateRunAccepted = z.object({ run_uuid: z.uuid() });

/**
 * POST /request-templates/{id}/repeats ('manage requests', issue 30): the template's recurring items that
 * would repeat a live series a tenant already has (same kind and cadence, a similar title: pg_trgm similarity
 * of the lower-cased titles at least REPEAT_SIMILARITY), for the selection or every active tenant. At most
 * MAX_REPEATS_SHOWN rows (by tenant name), with the total.
 */
export const REPEAT_SIMILARITY = 0.5;
export const MAX_REPEATS_SHOWN = 200;
export const ZTemplateRepeatsRequest = z.union([z.strictObject(ZTenantSelection), z.strictObject(ZAllTenants)]);
export type TTemplateRepeatsRequest = z.input<typeof ZTemplateRepeatsRequest>;
export const ZTemplateRepeat = z.object({
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  item_uuid: z.uuid(),
  item_title: z.string(),
  series_uuid: z.uuid(),
  series_title: z.string(),
});
export type TTemplateRepeat = z.infer<typeof ZTemplateRepeat>;
export const ZTemplateRepeats = z.object({ data: z.array(ZTemplateRepeat), total: z.number().int() });
export type TTemplateRepeats = z.infer<typeof ZTemplateRepeats>;
export type TTemplateRunAccepted = z.infer<typeof ZTemplateRunAccepted>;

export const TEMPLATE_RUN_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ZTemplateRunState = z.enum(TEMPLATE_RUN_STATES);
export type TTemplateRunState = z.infer<typeof ZTemplateRunState>;

/**
 * GET /request-template-runs/{id}: `done` of `total` tenants so far (live while RUNNING on the instance doing
 * the work), what was made when DONE (re-applied items a tenant already has are skipped), the reason when FAILED.
 */
export const ZTemplateRun = z.object({
  uuid: z.uuid(),
  template_uuid: z.uuid().nullable(),
  template_name: z.string(),
  state: ZTemplateRunState,
  total: z.number().int(),
  done: z.number().int(),
  created_requests: z.number().int(),
  created_series: z.number().int(),
  error_code: z.string().optional(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type TTemplateRun = z.infer<typeof ZTemplateRun>;
export const ZTemplateRunParams = z.strictObject({ id: z.uuid() });
