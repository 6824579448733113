import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';
import type { UploadsTable } from './files.table.ts';

type Bytes = ColumnType<string, number | bigint | string | undefined, number | bigint | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A way in without an account (issue 32): one company, one folder or request, an expiry, limits. */
export interface UploadLinksTable {
  id: Generated<string>;
  tenant_id: string;
  /** SHA-256 of the random token (platform/auth/token-hash.ts); the token itself is never stored. */
  token_hash: string;
  label: ColumnType<string, string | undefined, string>;
  folder: string;
  upload_type: UploadsTable['type'];
  request_id: string | null;
  require_email_code: boolean;
  max_files: number;
  /** bigint: read back as a string by both drivers. */
  max_total_bytes: Bytes;
  files_received: ColumnType<number, number | undefined, number>;
  bytes_received: Bytes;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_by: string;
  created_at: CreatedAt;
  revoked_at: MaybeMoment;
  revoked_by: string | null;
}

/** An e-mailed code for one address on one link, as a salted hash. */
export interface UploadLinkCodesTable {
  id: Generated<string>;
  link_id: string;
  email: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: MaybeMoment;
  created_at: CreatedAt;
}

export interface UploadLinksTables {
  upload_links: UploadLinksTable;
  upload_link_codes: UploadLinkCodesTable;
}
