import type { TFirmSettings } from '@ledgerport/contract';
import type { QueryClient } from '@tanstack/react-query';
import { brandingQueryKey } from '../../../lib/branding/get-branding.ts';
import { firmSettingsQueryKey } from './get-firm-settings.ts';

/** After any save: the screen shows the server's answer, and the shell (name, colour, logo, title) follows. */
export async function afterFirmSettingsSaved(queryClient: QueryClient, saved: TFirmSettings) {
  queryClient.setQueryData(firmSettingsQueryKey, saved);
  await queryClient.invalidateQueries({ queryKey: brandingQueryKey });
}
