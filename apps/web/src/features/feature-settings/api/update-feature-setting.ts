import {
  ZFeatureSetting,
  type TFeatureKey,
  type TFeatureSetting,
  type TUpdateFeatureSettingRequest,
} from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { featureFlagsQueryKey } from '../../../lib/feature-flags/get-feature-flags.ts';
import { featureSettingsQueryKey } from './get-feature-settings.ts';
import { featureSettingPath } from './set-feature-status.ts';

type TUpdateParams = { key: TFeatureKey; body: TUpdateFeatureSettingRequest };

/** PUT /feature-settings/{key}: the edit modal's name, priority, remarks and status. */
export function updateFeatureSetting({ key, body }: TUpdateParams): Promise<TFeatureSetting> {
  return apiRequest(featureSettingPath(key), { method: 'PUT', body, schema: ZFeatureSetting });
}

export function useUpdateFeatureSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureSetting,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
      ]),
  });
}
