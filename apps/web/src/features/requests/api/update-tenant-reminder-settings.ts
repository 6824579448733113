import { ZTenantReminderSettings, type TTenantReminderSettings } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantReminderSettingsQueryKey } from './get-tenant-reminder-settings.ts';

/** PUT /tenants/{tenantId}/request-reminders: off, the firm's cadence (null), or the tenant's own. */
export function updateTenantReminderSettings(
  tenantId: string,
  body: TTenantReminderSettings,
): Promise<TTenantReminderSettings> {
  return apiRequest(`/tenants/${encodeURIComponent(tenantId)}/request-reminders`, {
    method: 'PUT',
    body,
    schema: ZTenantReminderSettings,
  });
}

export function useUpdateTenantReminderSettings(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTenantReminderSettings) => updateTenantReminderSettings(tenantId, body),
    onSuccess: (saved) => queryClient.setQueryData(tenantReminderSettingsQueryKey(tenantId), saved),
  });
}
