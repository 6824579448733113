import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TAuditAction, TFeatureKey, TNotificationKind } from '@ledgerport/contract';

/** Kysely's view of the tables. Keep in step with migrations/ (the migrations are the truth). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserStatus = 'ACTIVE' | 'INVITED' | 'DISABLED';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  user_name: string;
  phone_mobile: string | null;
  phone_office: ColumnType<string | null, string | null | undefined, string | null>;
  fax: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null until an invited user has chosen a password. */
  password_hash: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  locale: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  guard_name: ColumnType<string, string | undefined, string>;
  scope: 'firm' | 'tenant';
  is_built_in: ColumnType<boolean, boolean | undefined, never>;
  created_at: CreatedAt;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group_name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: number;
}

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  root_directory: string;
  root_directory_type: ColumnType<'LOCAL_FOLDER' | 'AWS_S3', 'LOCAL_FOLDER' | 'AWS_S3' | undefined>;
  status: ColumnType<number, number | undefined, number>;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipcode: string | null;
  timezone: string | null;
  primary_contact_name: string | null;
  primary_contact_email: string | null;
  primary_contact_phone_mobile: string | null;
  primary_contact_phone_office: string | null;
  primary_contact_fax: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TenantMembershipsTable {
  tenant_id: string;
  user_id: string;
  role_id: number;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: UpdatedAt;
  revoked_at: Date | null;
  remember_me: boolean;
  ip: string | null;
  user_agent: string | null;
  fingerprint: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  email_key: string;
  ip: string;
  succeeded: boolean;
  attempted_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  accepted_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<string>;
  tenant_id: string;
  type: 'BANK_STATEMENT' | 'CORPORATION_DOCUMENT' | 'PAYROLL_DOCUMENT' | 'OTHERS';
  uploaded_by: string;
  file_name: string;
  path: string;
  /** bigint: read back as a string by both drivers; convert with Number() (files stay far below 2^53). */
  size: ColumnType<string, number | bigint | string, never>;
  sha256: string;
  created_at: CreatedAt;
}

export interface AuditEventsTable {
  id: Generated<string>;
  at: CreatedAt;
  action: TAuditAction;
  result: 'OK' | 'DENIED' | 'FAILED';
  actor_user_id: string | null;
  tenant_id: string | null;
  target: string;
  ip: string | null;
  detail: string | null;
  /** Insertion order, the tie-break of "newest first". */
  seq: Generated<string>;
}

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  tenants: TenantsTable;
  tenant_memberships: TenantMembershipsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  invitations: InvitationsTable;
  outbox_messages: OutboxMessagesTable;
  uploads: UploadsTable;
  audit_events: AuditEventsTable;
  signup_codes: SignupCodesTable;
  password_resets: PasswordResetsTable;
  throttle_events: ThrottleEventsTable;
  sales_tax_records: SalesTaxRecordsTable;
  payroll_submissions: PayrollSubmissionsTable;
  notifications: NotificationsTable;
  sms_messages: SmsMessagesTable;
  bulk_batches: BulkBatchesTable;
  bulk_batch_rows: BulkBatchRowsTable;
  feature_settings: FeatureSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TenantRow = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TenantUpdate = Updateable<TenantsTable>;

export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED';

export interface OutboxMessagesTable {
  id: Generated<string>;
  to_address: string;
  locale: string;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  idempotency_key: string;
  delivered_via: 'outbox' | 'smtp' | null;
  locked_until: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** When the last attempt failed for good (status FAILED). */
  failed_at: ColumnType<Date | null, never, Date | string | null>;
  /** Insertion order (bigint, read as a string), the tie-break of "newest first". */
  seq: Generated<string>;
}
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;

/** A one-time sign-up code; `code_hash` is an HMAC keyed with a server secret, never the digits. */
export interface SignupCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A password-reset link; only the SHA-256 of its token is kept. */
export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** One counted request to a throttled public route, per client IP. */
export interface ThrottleEventsTable {
  id: Generated<string>;
  bucket: string;
  ip: string;
  created_at: CreatedAt;
}

/**
 * numeric(15,2) money and `date` days. Select them only through `moneyText` / `dayText` (exact-values.ts):
 * the drivers hand back numeric as a string but `date` as a JS Date at local midnight, which shifts the day
 * in any zone west of UTC. Written as strings ('1234.50', '2026-03-01').
 */
type Money = ColumnType<unknown, string, string>;
type Day = ColumnType<unknown, string, string>;
type NullableMoney = ColumnType<unknown, string | null | undefined, string | null>;
type NullableDay = ColumnType<unknown, string | null | undefined, string | null>;

export type SalesTaxStatus = 'SUBMITTED' | 'PROCESSED' | 'SUPERSEDED';

export interface SalesTaxRecordsTable {
  id: ColumnType<string, string | undefined, never>;
  tenant_id: string;
  sale_amount: Money;
  collected_tax_amount: Money;
  payable_tax_amount: NullableMoney;
  /** Always the first day of the month. */
  sale_month_date: Day;
  submitted_date: Day;
  process_date: NullableDay;
  status: ColumnType<SalesTaxStatus, SalesTaxStatus | undefined, SalesTaxStatus>;
  /** The record that replaced this one; set exactly when status is SUPERSEDED. */
  superseded_by: string | null;
  submitted_by: string;
  processed_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PayrollPeriodType = 'WEEKLY' | 'BI_WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export interface PayrollSubmissionsTable {
  id: Generated<string>;
  tenant_id: string;
  payroll_amount: Money;
  payroll_period_type: PayrollPeriodType;
  payroll_period_date_from: Day;
  payroll_period_date_to: Day;
  /** The attached payroll document (its stored name and path in the tenant's storage), or all null. */
  file_name: string | null;
  file_path: string | null;
  upload_id: string | null;
  submitted_by: string;
  created_at: CreatedAt;
}

export type NotificationKind = TNotificationKind;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: NotificationKind;
  tenant_id: string | null;
  subject_id: string | null;
  /** jsonb: what the notification says, as it was when written (see TNotificationContent). Updated only to fold uploads. */
  params: ColumnType<Record<string, unknown>, string, string>;
  /** Moved forward when a later upload is folded into an unread FILES_UPLOADED notification. */
  created_at: UpdatedAt;
  read_at: ColumnType<Date | null, never, Date | string | null>;
  /** Insertion order (bigint, read as a string), the tie-break of "newest first". */
  seq: Generated<string>;
}

/** The SMS outbox: every text message, whatever the transport (see platform/sms/). */
export interface SmsMessagesTable {
  id: Generated<string>;
  to_number: string;
  locale: string;
  body: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  idempotency_key: string;
  delivered_via: 'outbox' | 'twilio' | null;
  provider_id: string | null;
  locked_until: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  failed_at: Date | null;
  seq: Generated<string>;
}
export type SmsMessageRow = Selectable<SmsMessagesTable>;

export type BulkKind = 'SALES_TAX' | 'PAYROLL_TAX' | 'PUSH';
export type BulkBatchState = 'QUEUED' | 'SENDING' | 'DONE';

export interface BulkBatchesTable {
  id: Generated<string>;
  kind: BulkKind;
  state: ColumnType<BulkBatchState, BulkBatchState | undefined, BulkBatchState>;
  initiated_by: string;
  file_name: string;
  email_subject: string | null;
  email_body: string | null;
  mechanism: string | null;
  total_rows: number;
  fanned_out_through: ColumnType<number, number | undefined, number>;
  fanned_out_at: Date | null;
  email_sent: number | null;
  text_sent: number | null;
  failed: number | null;
  created_at: CreatedAt;
  finished_at: Date | null;
  seq: Generated<string>;
}

export interface BulkBatchRowsTable {
  batch_id: string;
  row_number: number;
  client_name: string;
  email: string | null;
  phone_number: string | null;
  amount: string | null;
  tenant_id: string | null;
  locale: string;
  /** Set when SMS_SENDING was off as the row fanned out: no text was queued, its text state reads SKIPPED. */
  text_skipped: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The firm's on/off switches (one row per TFeatureKey, seeded by their migration). */
export interface FeatureSettingsTable {
  key: ColumnType<TFeatureKey, never, never>;
  settings_name: ColumnType<string, never, string>;
  priority: ColumnType<number, never, number>;
  remarks: ColumnType<string, never, string>;
  status: ColumnType<0 | 1, never, 0 | 1>;
  updated_at: ColumnType<Date, never, Date | string>;
  /** Null while the row has its seeded value. */
  updated_by: ColumnType<string | null, never, string | null>;
}
