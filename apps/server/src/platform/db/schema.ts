import type { Kysely } from 'kysely';
import type { AuditTables } from './tables/audit.table.ts';
import type { ComplianceTables } from './tables/compliance.table.ts';
import type { BulkTables } from './tables/bulk.table.ts';
import type { ConversationsTables } from './tables/conversations.table.ts';
import type { DocumentsTables } from './tables/documents.table.ts';
import type { FeatureSettingsTables } from './tables/feature-settings.table.ts';
import type { FilesTables } from './tables/files.table.ts';
import type { FirmBrandingTables } from './tables/firm-branding.table.ts';
import type { IdentityTables } from './tables/identity.table.ts';
import type { InboundMailTables } from './tables/inbound-mail.table.ts';
import type { MfaTables } from './tables/mfa.table.ts';
import type { MessagesTables } from './tables/messages.table.ts';
import type { NotificationsTables } from './tables/notifications.table.ts';
import type { OrganizersTables } from './tables/organizers.table.ts';
import type { PayrollTables } from './tables/payroll.table.ts';
import type { RecordsTables } from './tables/records.table.ts';
import type { RequestsTables } from './tables/requests.table.ts';
import type { SalesTaxTables } from './tables/sales-tax.table.ts';
import type { SetupTables } from './tables/setup.table.ts';
import type { SignInTables } from './tables/sign-in.table.ts';
import type { SigningTables } from './tables/signing.table.ts';
import type { TenantsTables } from './tables/tenants.table.ts';
import type { UploadLinksTables } from './tables/upload-links.table.ts';

/**
 * Kysely's view of the database: every area's tables (tables/<area>.table.ts) joined in one interface.
 * Keep them in step with migrations/ (the migrations are the truth).
 */
export interface DB
  extends
    IdentityTables,
    SignInTables,
    TenantsTables,
    FilesTables,
    DocumentsTables,
    AuditTables,
    SalesTaxTables,
    PayrollTables,
    NotificationsTables,
    MessagesTables,
    BulkTables,
    FeatureSettingsTables,
    FirmBrandingTables,
    MfaTables,
    RequestsTables,
    SetupTables,
    SigningTables,
    InboundMailTables,
    UploadLinksTables,
    OrganizersTables,
    ConversationsTables,
    RecordsTables,
    ComplianceTables {}

/**
 * What a repo takes first: the root database or the caller's transaction. A transaction is also a Db
 * (Transaction<DB> extends Kysely<DB>), so the same function runs inside a transaction or on its own.
 */
export type Db = Kysely<DB>;

// The row and table types, where they were always imported from.
export type { AuditEventsTable } from './tables/audit.table.ts';
export type { BulkBatchRowsTable, BulkBatchState, BulkBatchesTable, BulkKind } from './tables/bulk.table.ts';
export type { FeatureSettingsTable } from './tables/feature-settings.table.ts';
export type { UploadsTable } from './tables/files.table.ts';
export type { DocumentsTable, FoldersTable, ReviewStatus } from './tables/documents.table.ts';
export type {
  NewUser,
  PermissionsTable,
  RolePermissionsTable,
  RolesTable,
  UserRolesTable,
  UserRow,
  UserStatus,
  UsersTable,
} from './tables/identity.table.ts';
export type {
  OutboxMessageRow,
  OutboxMessagesTable,
  OutboxStatus,
  SmsMessageRow,
  SmsMessagesTable,
} from './tables/messages.table.ts';
export type { NotificationKind, NotificationsTable } from './tables/notifications.table.ts';
export type { PayrollPeriodType, PayrollSubmissionsTable } from './tables/payroll.table.ts';
export type { SalesTaxRecordsTable, SalesTaxStatus } from './tables/sales-tax.table.ts';
export type {
  InvitationsTable,
  LoginAttemptsTable,
  PasswordResetsTable,
  SessionRow,
  SessionsTable,
  SignupCodesTable,
  ThrottleEventsTable,
} from './tables/sign-in.table.ts';
export type {
  NewTenant,
  TenantMembershipsTable,
  TenantRow,
  TenantUpdate,
  TenantsTable,
} from './tables/tenants.table.ts';
