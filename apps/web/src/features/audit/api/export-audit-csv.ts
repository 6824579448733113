import { useMutation } from '@tanstack/react-query';
import { API_ROOT, apiErrorFromBody, sessionAuth } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { auditFilterQuery, type TAuditFilters } from './get-audit-events.ts';

const FALLBACK_NAME = 'audit.csv';

/** The file name from `Content-Disposition: attachment; filename="audit-2026-05-01-2026-05-31.csv"`. */
export function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="([^"]+)"/) ?? disposition?.match(/filename=([^;]+)/);
  return match?.[1]?.trim() || FALLBACK_NAME;
}

/**
 * Downloads the filtered trail as CSV. Not a plain link: the export needs the bearer token, so the file is
 * fetched, then handed to the browser as a blob under the name the server chose.
 */
export async function exportAuditCsv(search: string, filters: TAuditFilters): Promise<string> {
  const token = sessionAuth.token();
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}/audit/export.csv?${auditFilterQuery(search, filters)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(cause) });
  }
  if (!response.ok) {
    if (response.status === 401 && token) sessionAuth.rejected(token);
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorFromBody(response.status, response.statusText, body);
  }
  const name = fileNameFrom(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export const useExportAuditCsv = () =>
  useMutation({
    mutationFn: ({ search, filters }: { search: string; filters: TAuditFilters }) => exportAuditCsv(search, filters),
  });
