import type { TUploadLink, TUploadLinkStatus } from '@ledgerport/contract';
import type { UploadLinkRow } from './upload-links.repo.ts';

/**
 * Where a link stands. Revoked first (the firm's decision), then used up (it took what it allows), then expired
 * (its day passed, or the request it served was closed: DONE or CANCELLED takes no more files).
 */
export function statusOf(row: UploadLinkRow, now = new Date()): TUploadLinkStatus {
  if (row.revoked_at) return 'revoked';
  if (row.files_received >= row.max_files || Number(row.bytes_received) >= Number(row.max_total_bytes))
    return 'used_up';
  if (row.expires_at <= now) return 'expired';
  if (row.request_id && row.request_status !== 'OPEN' && row.request_status !== 'SUBMITTED') return 'expired';
  return 'active';
}

export function presentLink(row: UploadLinkRow): TUploadLink {
  return {
    uuid: row.id,
    tenant_uuid: row.tenant_id,
    label: row.label,
    folder: row.folder,
    request: row.request_id ? { uuid: row.request_id, title: row.request_title ?? '' } : null,
    require_email_code: row.require_email_code,
    max_files: row.max_files,
    max_total_bytes: Number(row.max_total_bytes),
    uploads_count: row.files_received,
    bytes_received: Number(row.bytes_received),
    status: statusOf(row),
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
    created_by_name: row.created_by_name,
    revoked_at: row.revoked_at ? row.revoked_at.toISOString() : null,
  };
}
