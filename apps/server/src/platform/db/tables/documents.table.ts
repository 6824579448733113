import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { TRecordClass } from '@ledgerport/contract';
import type { CreatedAt } from './columns.ts';
import type { UploadsTable } from './files.table.ts';

type Bytes = ColumnType<string, number | bigint | string, number | bigint | string>;
type Moment = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ReviewStatus = 'NEW' | 'REVIEWED' | 'NEEDS_ATTENTION';

/** A folder of a tenant's catalog (an empty one exists too). `path` is from the tenant root; '' is the root. */
export interface FoldersTable {
  id: Generated<string>;
  tenant_id: string;
  path: string;
  parent: string;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
  deleted_at: MaybeMoment;
  deleted_by: string | null;
  /** The deletion this folder went to the trash with: its own id, or the id of the folder deleted above it. */
  trash_id: string | null;
  revision: Generated<number>;
  /** The listing order's key, kept by the database from `name` (migration 2026_12_01_0200); never written. */
  name_key: GeneratedAlways<string>;
}

/** One file as people see it; its bytes are at `storage_path` (the current version), never shown. */
export interface DocumentsTable {
  id: Generated<string>;
  tenant_id: string;
  folder: string;
  name: string;
  type: UploadsTable['type'] | null;
  storage_path: string;
  size: Bytes;
  sha256: string;
  uploaded_by: string | null;
  uploaded_at: Moment;
  version_count: Generated<number>;
  created_at: CreatedAt;
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: MaybeMoment;
  deleted_at: MaybeMoment;
  deleted_by: string | null;
  trash_id: string | null;
  /** Raised by every change: a change made against an older revision is refused (409), not silently lost. */
  revision: Generated<number>;
  /** The listing order's key, kept by the database from `name` (migration 2026_12_01_0200); never written. */
  name_key: GeneratedAlways<string>;
  /** Sent through an upload link (issue 32): the link, and the address its sender confirmed (if it asked). */
  via_link_id: ColumnType<string | null, string | null | undefined, string | null>;
  via_link_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 35: the record class (set by platform/records/record-class.ts when filed) and the tax year, if known. */
  record_class: ColumnType<TRecordClass, TRecordClass | undefined, TRecordClass>;
  tax_year: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Every version of a document, the current one included (number 1 is the first upload). */
export interface DocumentVersionsTable {
  id: Generated<string>;
  document_id: string;
  tenant_id: string;
  number: number;
  storage_path: string;
  size: Bytes;
  sha256: string;
  uploaded_by: string | null;
  upload_id: string | null;
  created_at: CreatedAt;
}

export interface DocumentsTables {
  folders: FoldersTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
}
