import { REVIEW_QUEUE_ANSWER, type TReviewQueue } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getReviewQueue(signal?: AbortSignal): Promise<TReviewQueue> {
  return apiRequest('/dashboard/review-queue', { schema: REVIEW_QUEUE_ANSWER, signal });
}

/** Files keep arriving and being reviewed while the dashboard is open: the counts refresh every minute. */
const REFRESH_MS = 60_000;

export const useReviewQueue = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'review-queue'],
    queryFn: ({ signal }) => getReviewQueue(signal),
    refetchInterval: REFRESH_MS,
    enabled,
  });
