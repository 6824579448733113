import { ZFeatureSetting, type TFeatureKey, type TFeatureSetting, type TFeatureStatus } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { featureFlagsQueryKey } from '../../../lib/feature-flags/get-feature-flags.ts';
import { featureSettingsQueryKey } from './get-feature-settings.ts';

export const featureSettingPath = (key: TFeatureKey) => `/feature-settings/${encodeURIComponent(key)}`;

/** PATCH /feature-settings/{key}/status: the list's on/off switch. */
export function setFeatureStatus({ key, status }: { key: TFeatureKey; status: TFeatureStatus }) {
  return apiRequest<TFeatureSetting>(`${featureSettingPath(key)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: ZFeatureSetting,
  });
}

/** Spec §4: after a switch the list is fetched again; this user's own screens follow the new flags at once. */
export function useSetFeatureStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatureStatus,
    // A refusal also refetches, so the switch shows what the server really holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
      ]),
  });
}
