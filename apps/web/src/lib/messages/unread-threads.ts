import { NOTIFICATIONS_POLL_MS, isUuid, type TUnreadThreads } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { unreadMessagesQueryKey } from '../query-keys.ts';

const isCount = (value: unknown): value is number => Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isUnreadThreads = (value: unknown): value is TUnreadThreads =>
  isRecord(value) &&
  isCount(value.total) &&
  Array.isArray(value.by_tenant) &&
  value.by_tenant.every((row: unknown) => isRecord(row) && isUuid(row.tenant_uuid) && isCount(row.count));

/**
 * ZUnreadThreads (messages.ts), checked without zod: the sidebar's badge and the client's first page ask for it,
 * and zod must not come with the shell (issue 17).
 */
const UNREAD_THREADS_ANSWER = {
  safeParse: (data: unknown) =>
    isUnreadThreads(data)
      ? ({ success: true, data } as const)
      : ({ success: false, error: { message: 'not the unread conversations' } } as const),
};

/**
 * GET /message-threads/unread (issue 34): conversations with something unread for the caller, in all and per
 * company. Polled like the notification bell, only while the tab is in front.
 */
export const useUnreadThreads = (enabled = true) =>
  useQuery({
    queryKey: unreadMessagesQueryKey,
    queryFn: ({ signal }) => apiRequest('/message-threads/unread', { schema: UNREAD_THREADS_ANSWER, signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
    retry: false,
  });
