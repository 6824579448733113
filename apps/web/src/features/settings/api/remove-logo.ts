import { ZFirmSettings, type TFirmSettings } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterFirmSettingsSaved } from './saved-firm-settings.ts';

/** DELETE /firm-settings/branding/logo: back to the portal's icon. */
export function removeLogo(): Promise<TFirmSettings> {
  return apiRequest('/firm-settings/branding/logo', { method: 'DELETE', schema: ZFirmSettings });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLogo, onSuccess: (saved) => afterFirmSettingsSaved(queryClient, saved) });
}
