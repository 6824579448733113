import { ZInvitedUser, type TInvitedUser } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getInvitation(token: string, signal?: AbortSignal): Promise<TInvitedUser> {
  return apiRequest(`/invitations/${encodeURIComponent(token)}`, { schema: ZInvitedUser, auth: 'none', signal });
}

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
  });

export const useInvitation = (token: string) => useQuery({ ...invitationQuery(token), enabled: token !== '' });
