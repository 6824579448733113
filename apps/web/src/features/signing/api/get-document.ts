import { queryOptions } from '@tanstack/react-query';
import { API_ROOT, apiErrorFromBody, sessionAuth } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * The envelope's PDF as bytes for pdf.js (…/document). Not through apiRequest, which reads JSON; the bearer
 * token goes along for a signed-in caller, never for a link signer (their token is in the address).
 */
export async function getDocument(apiPath: string, auth: 'session' | 'none', signal?: AbortSignal) {
  const token = auth === 'session' ? sessionAuth.token() : null;
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${apiPath}`, {
      headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(cause) });
  }
  if (!response.ok) {
    if (response.status === 401 && token) sessionAuth.rejected(token);
    throw apiErrorFromBody(response.status, response.statusText, await response.json().catch(() => undefined));
  }
  return response.arrayBuffer();
}

/** The document never changes under an envelope: fetched once per visit. */
export const documentQueryOptions = (apiPath: string, auth: 'session' | 'none') =>
  queryOptions({
    queryKey: ['signing', 'document', apiPath],
    queryFn: ({ signal }) => getDocument(`${apiPath}/document`, auth, signal),
    staleTime: Infinity,
  });
