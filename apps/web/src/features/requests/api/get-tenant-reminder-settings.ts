import { ZTenantReminderSettings, type TTenantReminderSettings } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const tenantReminderSettingsQueryKey = (tenantId: string) => ['request-reminders', 'tenant', tenantId] as const;

/** GET /tenants/{tenantId}/request-reminders ('manage requests'): the tenant's override (cadence null: the firm's). */
export function getTenantReminderSettings(tenantId: string, signal?: AbortSignal): Promise<TTenantReminderSettings> {
  return apiRequest(`/tenants/${encodeURIComponent(tenantId)}/request-reminders`, {
    schema: ZTenantReminderSettings,
    signal,
  });
}

export const useTenantReminderSettings = (tenantId: string) =>
  useQuery(
    queryOptions({
      queryKey: tenantReminderSettingsQueryKey(tenantId),
      queryFn: ({ signal }) => getTenantReminderSettings(tenantId, signal),
    }),
  );
