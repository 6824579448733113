import { z } from 'zod';
import { ZDocumentRequest } from './requests.ts';
import { REQUEST_KINDS } from './signed-in-constants.ts';
// 'mine': tenants the caller is responsible for; 'none': nobody's yet; a uuid: that staff member's.
import { ZResponsibleFilter } from './tenants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * The completeness matrix (issue 16, item 4): active tenants (rows, by name) × periods (columns), each cell
 * counting the requests that belong to that tenant and period. A request belongs to the column its
 * `period_start` falls in (a one-off without a period: its `due_on`); CANCELLED requests never count.
 * Envelopes sent for signature count beside the requests (issue 31), in the column of their due date: one out
 * for signature (partly signed or not) is expected, a completed one done, one out past its due date overdue;
 * drafts and envelopes without a due date never count, nor declined, voided or expired ones (withdrawn, like a
 * CANCELLED request). Staff holding 'manage requests' read it (the same people who chase and nudge).
 */
export const COMPLETENESS_GRANULARITIES = ['month', 'quarter'] as const;
export const ZCompletenessGranularity = z.enum(COMPLETENESS_GRANULARITIES);
export type TCompletenessGranularity = z.infer<typeof ZCompletenessGranularity>;

/**
 * A cell's status, first match wins: NOT_EXPECTED (nothing expected), COMPLETE (everything DONE), OVERDUE
 * (something OPEN past its due date, the firm's today), PARTLY (something SUBMITTED or DONE), MISSING.
 */
export const CELL_STATUSES = ['COMPLETE', 'PARTLY', 'MISSING', 'OVERDUE', 'NOT_EXPECTED'] as const;
export const ZCellStatus = z.enum(CELL_STATUSES);
export type TCellStatus = z.infer<typeof ZCellStatus>;

/** What the cells count: one kind of request, or SIGNATURE (envelopes only); none given, everything. */
export const COMPLETENESS_KINDS = [...REQUEST_KINDS, 'SIGNATURE'] as const;
export const ZCompletenessKind = z.enum(COMPLETENESS_KINDS);
export type TCompletenessKind = z.infer<typeof ZCompletenessKind>;

/** Columns one matrix may show: two years of months, or 24 quarters. */
export const MAX_COMPLETENESS_COLUMNS = 24;
/** Rows one page may hold: 2,000 tenants × 12 months fit one answer. */
export const COMPLETENESS_PAGE_SIZES = [50, 100, 200, 500, 1000, 2000] as const;

const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, VALIDATION_MESSAGES.completenessMonthInvalid);

/** Number of months from `from` to `to` inclusive ('YYYY-MM'). */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** The filters the matrix and its export share. `from`/`to` default to the 12 months up to the firm's today. */
const completenessFilters = {
  from: zMonth.optional(),
  to: zMonth.optional(),
  granularity: ZCompletenessGranularity.default('month'),
  kind: ZCompletenessKind.optional(),
  /** Only tenants with at least one cell of this status in the range. */
  status: ZCellStatus.optional(),
  responsible: ZResponsibleFilter.optional(),
  /** Part of the tenant's name. */
  search: z.string().trim().max(200).optional(),
};

const rangeChecks = <T extends z.ZodType<{ from?: string; to?: string; granularity: TCompletenessGranularity }>>(
  schema: T,
) =>
  schema
    .refine((q) => !q.from || !q.to || q.to >= q.from, {
      path: ['to'],
      message: VALIDATION_MESSAGES.completenessRangeReversed,
    })
    .refine(
      (q) =>
        !q.from || !q.to || q.to < q.from || columnsBetween(q.from, q.to, q.granularity) <= MAX_COMPLETENESS_COLUMNS,
      {
        path: ['to'],
        message: VALIDATION_MESSAGES.completenessRangeTooLong,
      },
    );

/** Quarters from the one holding `from` to the one holding `to`, inclusive. */
export const quartersBetween = (from: string, to: string) => {
  const quarter = (m: string) => Number(m.slice(0, 4)) * 4 + Math.floor((Number(m.slice(5, 7)) - 1) / 3);
  return quarter(to) - quarter(from) + 1;
};

/** The columns a range shows: its months, or the quarters holding them. */
export const columnsBetween = (from: string, to: string, granularity: TCompletenessGranularity) =>
  granularity === 'quarter' ? quartersBetween(from, to) : monthsBetween(from, to);

/** GET /completeness: one page of tenants (by name, then id). */
export const ZCompletenessQuery = rangeChecks(
  z.strictObject({
    ...completenessFilters,
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (COMPLETENESS_PAGE_SIZES as readonly number[]).includes(n), {
        message: VALIDATION_MESSAGES.completenessPageSize,
      })
      .default(500),
  }),
);
export type TCompletenessQuery = z.input<typeof ZCompletenessQuery>;

/** GET /completeness/export: the same filters, every page; `format` csv (UTF-8 with BOM) or xlsx. */
export const ZCompletenessExportQuery = rangeChecks(
  z.strictObject({ ...completenessFilters, format: z.enum(['csv', 'xlsx']).default('csv') }),
);
export type TCompletenessExportQuery = z.input<typeof ZCompletenessExportQuery>;

/** One column: `key` is 'YYYY-MM' (month) or 'YYYY-Qn' (quarter); `start`/`end` its first and last day. */
export const ZCompletenessPeriod = z.object({ key: z.string(), start: z.string(), end: z.string() });
export type TCompletenessPeriod = z.infer<typeof ZCompletenessPeriod>;

/**
 * One cell as `[expected, submitted, done, overdue, status]`: requests expected (not cancelled), SUBMITTED,
 * DONE, OPEN past due, and the cell's status. A tuple rather than an object: 2,000 × 12 cells with their keys
 * spelled out each time tripled the answer and the time to read it (bench/completeness.bench.ts).
 */
export const ZCompletenessCell = z.tuple([
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  ZCellStatus,
]);
export type TCompletenessCell = z.infer<typeof ZCompletenessCell>;

/** A cell's figures by name. */
export const cellFigures = ([expected, submitted, done, overdue, status]: TCompletenessCell) => ({
  expected,
  submitted,
  done,
  overdue,
  status,
  received: submitted + done,
});

export const ZCompletenessRow = z.object({
  tenant_uuid: z.uuid(),
  tenant_name: z.string(),
  responsible: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** One per period, in the order of `periods`. */
  cells: z.array(ZCompletenessCell),
});
export type TCompletenessRow = z.infer<typeof ZCompletenessRow>;

export const ZCompletenessMatrix = z.object({
  /**
   * The months the grid covers ('YYYY-MM'), the defaults filled in (the 12 months up to today, or 12 from the one
   * end given): what the screen's range fields show when the address names none. A quarter view's columns are the
   * quarters holding them.
   */
  range: z.object({ from: z.string(), to: z.string() }),
  periods: z.array(ZCompletenessPeriod),
  /** The firm's today ('YYYY-MM-DD') that OVERDUE was judged against. */
  today: z.string(),
  data: z.array(ZCompletenessRow),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type TCompletenessMatrix = z.infer<typeof ZCompletenessMatrix>;

const STATUSES = new Set<string>(CELL_STATUSES);
const isCell = (value: unknown): value is TCompletenessCell =>
  Array.isArray(value) &&
  value.length === 5 &&
  value.slice(0, 4).every(Number.isInteger) &&
  typeof value[4] === 'string' &&
  STATUSES.has(value[4]);

/**
 * The same answer, checked the same, for the browser: each row's cells by one plain loop rather than a zod
 * tuple per cell. Every visit to the screen is a page load, and zod's first pass over 24,000 tuples (code the
 * browser has not optimised yet) took 150–250 ms of the screen's one-second budget (bench/completeness.bench.ts).
 */
export const ZCompletenessMatrixOnLoad = ZCompletenessMatrix.extend({
  data: ZCompletenessRow.extend({
    cells: z.custom<TCompletenessCell[]>((cells) => Array.isArray(cells) && cells.every(isCell)),
  }).array(),
});

/** A column key: 'YYYY-MM' or 'YYYY-Qn'. */
export const ZPeriodKey = z.string().regex(/^\d{4}-((0[1-9]|1[0-2])|Q[1-4])$/, VALIDATION_MESSAGES.periodKeyInvalid);

/** GET /completeness/cell: the requests and envelopes behind one cell, each by due date. */
export const ZCompletenessCellQuery = z.strictObject({
  tenant_id: z.uuid(),
  period: ZPeriodKey,
  kind: ZCompletenessKind.optional(),
});
export type TCompletenessCellQuery = z.input<typeof ZCompletenessCellQuery>;
/**
 * An envelope a cell counts: `sent` (still out, `signed` of its `signers` so far) or `completed`; `overdue`: still
 * out after its due date (the firm's today). Staff open it from the company's signatures.
 */
export const ZCellEnvelope = z.object({
  uuid: z.uuid(),
  tenant_uuid: z.uuid(),
  title: z.string(),
  status: z.enum(['sent', 'completed']),
  due_date: z.string(),
  signers: z.number().int(),
  signed: z.number().int(),
  overdue: z.boolean(),
});
export type TCellEnvelope = z.infer<typeof ZCellEnvelope>;

/** `data`: the cell's requests (CANCELLED left out); `envelopes`: its envelopes (see ZCellEnvelope). */
export const ZCompletenessCellItems = z.object({ data: z.array(ZDocumentRequest), envelopes: z.array(ZCellEnvelope) });
export type TCompletenessCellItems = z.infer<typeof ZCompletenessCellItems>;
