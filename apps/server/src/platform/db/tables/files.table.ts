import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns.ts';

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

/** An upload between staging its bytes and committing its row (the crash journal, see upload-recovery.ts). */
export interface PendingUploadsTable {
  id: Generated<string>;
  tenant_id: string;
  staged_id: string;
  folder: string;
  desired_name: string;
  type: UploadsTable['type'];
  uploaded_by: string;
  size: ColumnType<string, number | bigint | string, never>;
  sha256: string;
  ip: string | null;
  user_agent: string | null;
  /** A same-named live file gets this upload as its new version (else it is kept beside, numbered). */
  as_version: ColumnType<boolean, boolean | undefined, boolean>;
  /** An upload through an upload link (issue 32): recorded as such by recovery too. */
  via_link_id: ColumnType<string | null, string | null | undefined, string | null>;
  via_link_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The resumable upload this file finishes (issue 36): recovery marks it done when it adopts the file. */
  resumable_upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A resumable (tus) upload whose bytes are staged under DATA_DIR/resumable (resumable-uploads.repo.ts). */
export interface ResumableUploadsTable {
  id: string;
  tenant_id: string;
  uploaded_by: string;
  file_name: string;
  type: UploadsTable['type'];
  as_version: boolean;
  length: ColumnType<string, number, never>;
  offset: ColumnType<string, number | undefined, number>;
  /** The Upload-Metadata as sent (JSON), echoed by HEAD. */
  metadata: string;
  /** Set in the transaction that catalogs the finished file. */
  upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Bytes to remove, queued with the deletion of their rows (platform/storage/storage-removals.ts). */
export interface StorageRemovalsTable {
  id: ColumnType<string, never, never>;
  root_directory: string;
  root_directory_type: 'LOCAL_FOLDER' | 'AWS_S3';
  storage_path: string;
  queued_at: ColumnType<Date, never, never>;
}

/** One row per file received; the bytes themselves live in the tenant's storage. */
export interface FilesTables {
  uploads: UploadsTable;
  pending_uploads: PendingUploadsTable;
  storage_removals: StorageRemovalsTable;
  resumable_uploads: ResumableUploadsTable;
}
