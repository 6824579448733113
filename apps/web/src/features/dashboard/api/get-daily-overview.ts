import { DAILY_OVERVIEW_ANSWER, type TDailyOverview } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getDailyOverview(signal?: AbortSignal): Promise<TDailyOverview> {
  return apiRequest('/dashboard/daily-overview', { schema: DAILY_OVERVIEW_ANSWER, signal });
}

/** Uploads keep arriving while the dashboard is open: the figures refresh every minute. */
const REFRESH_MS = 60_000;

export const dailyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'daily-overview'],
    queryFn: ({ signal }) => getDailyOverview(signal),
    refetchInterval: REFRESH_MS,
  });

export const useDailyOverview = (enabled: boolean) => useQuery({ ...dailyOverviewQueryOptions(), enabled });
