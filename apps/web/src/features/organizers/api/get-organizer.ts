import { ZOrganizer, type TOrganizer } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { organizerPath, organizerQueryKey } from './organizer-keys.ts';

/** GET /tenants/{tenantId}/organizers/{id}: the questions, the answers so far, comments and progress. */
export function getOrganizer(tenantUuid: string, organizerUuid: string, signal?: AbortSignal): Promise<TOrganizer> {
  return apiRequest(organizerPath(tenantUuid, organizerUuid), { schema: ZOrganizer, signal });
}

export const organizerQueryOptions = (tenantUuid: string, organizerUuid: string) =>
  queryOptions({
    queryKey: organizerQueryKey(tenantUuid, organizerUuid),
    queryFn: ({ signal }) => getOrganizer(tenantUuid, organizerUuid, signal),
    // Answers are saved one by one and merged into the cache: a refetch on focus would undo what is typed.
    refetchOnWindowFocus: false,
  });

export const useOrganizer = (tenantUuid: string, organizerUuid: string) =>
  useQuery(organizerQueryOptions(tenantUuid, organizerUuid));
