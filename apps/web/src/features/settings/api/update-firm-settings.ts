import { ZFirmSettings, type TFirmSettings, type TUpdateFirmSettingsRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterFirmSettingsSaved } from './saved-firm-settings.ts';

/** PUT /firm-settings/branding: name, colour, support address and sender name at once. */
export function updateFirmSettings(body: TUpdateFirmSettingsRequest): Promise<TFirmSettings> {
  return apiRequest('/firm-settings/branding', { method: 'PUT', body, schema: ZFirmSettings });
}

export function useUpdateFirmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirmSettings,
    onSuccess: (saved) => afterFirmSettingsSaved(queryClient, saved),
  });
}
