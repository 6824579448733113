import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Day, NullableDay, UpdatedAt } from './columns.ts';

export type RequestKind =
  'BANK_STATEMENT' | 'CORPORATION_DOCUMENT' | 'PAYROLL_DOCUMENT' | 'OTHERS' | 'SALES_TAX' | 'PAYROLL' | 'ORGANIZER';
/** What a series or a template item asks for: never an organizer (made only by sending one, issue 33). */
export type AskableRequestKind = Exclude<RequestKind, 'ORGANIZER'>;
export type RequestStatus = 'OPEN' | 'SUBMITTED' | 'DONE' | 'CANCELLED';
export type RequestCadence = 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A recurring request of one tenant: one instance per period, due `due_days` after the period's end. */
export interface RequestSeriesTable {
  id: Generated<string>;
  tenant_id: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  kind: RequestKind;
  cadence: RequestCadence;
  due_days: number;
  /** The first day of the first period, and of the last one (none: open-ended). */
  first_period: Day;
  last_period: NullableDay;
  cancelled_at: MaybeMoment;
  cancelled_by: string | null;
  /** The template item it was applied from (one live series per tenant and item). */
  template_item_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One thing a client owes: a one-off, or a series' instance for one period. */
export interface DocumentRequestsTable {
  id: Generated<string>;
  tenant_id: string;
  series_id: string | null;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  kind: RequestKind;
  period_start: NullableDay;
  period_end: NullableDay;
  due_on: Day;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  return_note: string | null;
  submitted_at: MaybeMoment;
  submitted_by: string | null;
  decided_at: MaybeMoment;
  decided_by: string | null;
  /** The template item a one-off was applied from. */
  template_item_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 30: the submission that made it DONE at its creation ('sales-tax:<uuid>' | 'payroll:<uuid>'). */
  fulfilled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 30: marked received outside the portal: the staff's note, who and when. */
  received_note: ColumnType<string | null, string | null | undefined, string | null>;
  received_by: ColumnType<string | null, string | null | undefined, string | null>;
  received_at: MaybeMoment;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by every change: an edit made against an older revision is refused (409), not silently lost. */
  revision: Generated<number>;
}

/** A catalog document sent for a request. */
export interface RequestDocumentsTable {
  request_id: string;
  document_id: string;
  attached_by: string | null;
  attached_at: CreatedAt;
}

/** What `cadence` holds (jsonb): TReminderCadence. */
type Cadence = { before_days: number[]; on_due_day: boolean; after_days: number[] };

/** The firm's reminder settings: one row, id 1, seeded by its migration. */
export interface RequestReminderSettingsTable {
  id: ColumnType<1, never, never>;
  enabled: ColumnType<boolean, never, boolean>;
  cadence: ColumnType<Cadence, never, string>;
  quiet_from: ColumnType<number, never, number>;
  quiet_until: ColumnType<number, never, number>;
  updated_at: ColumnType<Date | null, never, Date | string>;
  updated_by: ColumnType<string | null, never, string | null>;
}

/** A tenant's own reminder settings; no row: the firm's. */
export interface TenantReminderSettingsTable {
  tenant_id: string;
  enabled: boolean;
  /** Null: the firm's cadence. */
  cadence: ColumnType<Cadence | null, string | null, string | null>;
  updated_at: UpdatedAt;
  updated_by: string | null;
}

/** One reminder queued for a person on a firm day: the daily dedupe key. */
export interface RequestReminderDeliveriesTable {
  id: Generated<string>;
  user_id: string;
  firm_date: Day;
  requests: number;
  created_at: CreatedAt;
}

/** A named set of requests to apply to tenants (issue 16). */
export interface RequestTemplatesTable {
  id: Generated<string>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  revision: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One request of a template: a one-off (`due_in_days`) or recurring (`cadence` + `due_days`). */
export interface RequestTemplateItemsTable {
  id: Generated<string>;
  template_id: string;
  position: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  kind: AskableRequestKind;
  due_in_days: number | null;
  cadence: RequestCadence | null;
  due_days: number | null;
}

export type TemplateRunState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** One application of a template: its final state (the running instance keeps the live progress in memory). */
export interface RequestTemplateRunsTable {
  id: Generated<string>;
  template_id: string | null;
  template_name: string;
  all_tenants: boolean;
  tenant_ids: ColumnType<string[] | null, string | null, string | null>;
  state: ColumnType<TemplateRunState, TemplateRunState | undefined, TemplateRunState>;
  total: number;
  done: Generated<number>;
  created_requests: Generated<number>;
  created_series: Generated<number>;
  error_code: string | null;
  requested_by: string | null;
  created_at: CreatedAt;
  finished_at: MaybeMoment;
  /** Issue 30: where the recurring items begin ('YYYY-MM-01'; null: the current period). */
  first_period: NullableDay;
  /** Issue 30: tenant × item pairs staff chose to leave out (jsonb), and "skip every repeat". */
  skip: ColumnType<{ tenant_id: string; item_id: string }[] | null, string | null | undefined, string | null>;
  skip_repeats: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface RequestsTables {
  request_reminder_settings: RequestReminderSettingsTable;
  tenant_reminder_settings: TenantReminderSettingsTable;
  request_reminder_deliveries: RequestReminderDeliveriesTable;
  request_templates: RequestTemplatesTable;
  request_template_items: RequestTemplateItemsTable;
  request_template_runs: RequestTemplateRunsTable;
  request_series: RequestSeriesTable;
  document_requests: DocumentRequestsTable;
  request_documents: RequestDocumentsTable;
}
