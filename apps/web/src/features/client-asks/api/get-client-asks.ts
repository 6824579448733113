import { CLIENT_ASKS_ANSWER, type TClientAsks } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientAsksQueryKey } from '../../../lib/query-keys.ts';

/**
 * GET /asks: what the firm needs from the signed-in client across their companies, most urgent first. Checked
 * without zod (client-asks-answer.ts): it is the page a client lands on.
 */
export function getClientAsks(signal?: AbortSignal): Promise<TClientAsks> {
  return apiRequest('/asks', { schema: CLIENT_ASKS_ANSWER, signal });
}

export const clientAsksQueryOptions = () =>
  queryOptions({
    queryKey: clientAsksQueryKey,
    queryFn: ({ signal }) => getClientAsks(signal),
    // The firm may mark a file or ask for something while the page is open: a returning tab asks again.
    refetchOnWindowFocus: true,
  });

export const useClientAsks = () => useQuery(clientAsksQueryOptions());
