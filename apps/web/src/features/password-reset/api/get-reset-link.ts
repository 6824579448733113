import { ZPasswordResetLink, type TPasswordResetLink } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getResetLink(token: string, signal?: AbortSignal): Promise<TPasswordResetLink> {
  return apiRequest(`/auth/password-reset/${encodeURIComponent(token)}`, {
    schema: ZPasswordResetLink,
    auth: 'none',
    signal,
  });
}

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) => getResetLink(token, signal),
  });

export const useResetLink = (token: string) => useQuery({ ...resetLinkQuery(token), enabled: token !== '' });
