import { ZFirmSettings, type TFirmSettings } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const firmSettingsQueryKey = ['firm-settings'] as const;

/** GET /firm-settings/branding ('manage firm settings'): the firm's branding as stored. */
export function getFirmSettings(signal?: AbortSignal): Promise<TFirmSettings> {
  return apiRequest('/firm-settings/branding', { schema: ZFirmSettings, signal });
}

export const firmSettingsQueryOptions = () =>
  queryOptions({ queryKey: firmSettingsQueryKey, queryFn: ({ signal }) => getFirmSettings(signal) });

export const useFirmSettings = () => useQuery(firmSettingsQueryOptions());
