import { NOTIFICATIONS_POLL_MS, NOTIFICATION_PAGE_ANSWER, type TNotificationPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every cached notification query starts with this key, so marking one read refreshes the bell and the page. */
export const notificationsQueryKey = ['notifications'] as const;

type TNotificationsParams = { page: number; perPage: number };

/** The header bell shows this many of the newest. */
export const BELL_PER_PAGE = 10;

/** GET /notifications: the caller's own, newest first, with how many of all of them are unread. */
export function getNotifications(
  { page, perPage }: TNotificationsParams,
  signal?: AbortSignal,
): Promise<TNotificationPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  return apiRequest(`/notifications?${query}`, { schema: NOTIFICATION_PAGE_ANSWER, signal });
}

export const notificationsQueryOptions = (params: TNotificationsParams) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, params],
    queryFn: ({ signal }) => getNotifications(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of the /notifications list. */
export const useNotifications = (params: TNotificationsParams) => useQuery(notificationsQueryOptions(params));

/**
 * The bell's newest entries and unread count. It asks again every NOTIFICATIONS_POLL_MS while the tab is in
 * front (a tab in the background does not poll) and at once when the user comes back to it.
 */
export const useBellNotifications = () =>
  useQuery({
    ...notificationsQueryOptions({ page: 1, perPage: BELL_PER_PAGE }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
