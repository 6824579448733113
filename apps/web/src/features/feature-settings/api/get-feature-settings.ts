import { ZFeatureSettingList, type TFeatureSettingList } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every cached feature-settings query starts with this key, so a switch or an edit refreshes the list. */
export const featureSettingsQueryKey = ['feature-settings'] as const;

/** GET /feature-settings: every setting by priority (six rows, so no paging). */
export function getFeatureSettings(signal?: AbortSignal): Promise<TFeatureSettingList> {
  return apiRequest('/feature-settings', { schema: ZFeatureSettingList, signal });
}

export const featureSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...featureSettingsQueryKey, 'list'],
    queryFn: ({ signal }) => getFeatureSettings(signal),
  });

export const useFeatureSettings = (enabled = true) => useQuery({ ...featureSettingsQueryOptions(), enabled });
