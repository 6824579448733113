import { ZHeldMessagePage, type THeldMessagePage } from '@ledgerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const heldMessagesKey = ['inbound-mail', 'held'] as const;
export const HELD_PER_PAGE = 20;

/** GET /inbound-mail/held: the quarantine, every company, newest first. */
export function getHeldMessages(page: number, search: string, signal?: AbortSignal): Promise<THeldMessagePage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(HELD_PER_PAGE) });
  if (search) query.set('search', search);
  return apiRequest(`/inbound-mail/held?${query}`, { schema: ZHeldMessagePage, signal });
}

export const useHeldMessages = (page: number, search: string) =>
  useQuery({
    queryKey: [...heldMessagesKey, page, search],
    queryFn: ({ signal }) => getHeldMessages(page, search, signal),
    placeholderData: keepPreviousData,
  });
