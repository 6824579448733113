import { API_ROOT, apiErrorFromBody, sessionAuth } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

/** The file name from `Content-Disposition: attachment; filename="audit-2026-05-01-2026-05-31.csv"`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/) ?? disposition?.match(/filename=([^;]+)/);
  return match?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the API makes for the signed-in user (a CSV export). Not a plain link: the API needs the
 * bearer token, so the file is fetched, then handed to the browser as a blob under the name the server chose.
 */
export async function downloadWithSession(apiPath: string, fallbackName: string): Promise<string> {
  const token = sessionAuth.token();
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${apiPath}`, {
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
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
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
