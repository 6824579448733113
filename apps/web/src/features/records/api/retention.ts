import {
  ZRetentionOverride,
  ZRetentionOverrideList,
  ZRetentionRule,
  ZRetentionSchedule,
  type TReasonRequest,
  type TRecordClass,
  type TRetentionOverrideRequest,
  type TRetentionRuleRequest,
} from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const scheduleKey = ['records', 'schedule'] as const;
const overridesKey = (tenantUuid: string) => ['records', 'overrides', tenantUuid] as const;

export const useRetentionSchedule = () =>
  useQuery({
    queryKey: scheduleKey,
    queryFn: ({ signal }) => apiRequest('/retention-schedule', { schema: ZRetentionSchedule, signal }),
  });

/** A class's firm rule (SuperAdmin); the schedule is read again, since a company's page shows it too. */
export function useChangeRetentionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordClass, body }: { recordClass: TRecordClass; body: TRetentionRuleRequest }) =>
      apiRequest(`/retention-schedule/${recordClass}`, { method: 'PUT', body, schema: ZRetentionRule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKey }),
  });
}

export const useCompanyOverrides = (tenantUuid: string) =>
  useQuery({
    queryKey: overridesKey(tenantUuid),
    queryFn: ({ signal }) =>
      apiRequest(`/tenants/${tenantUuid}/retention-overrides`, { schema: ZRetentionOverrideList, signal }),
  });

export function useSetOverride(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordClass, body }: { recordClass: TRecordClass; body: TRetentionOverrideRequest }) =>
      apiRequest(`/tenants/${tenantUuid}/retention-overrides/${recordClass}`, {
        method: 'PUT',
        body,
        schema: ZRetentionOverride,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overridesKey(tenantUuid) }),
  });
}

export function useRemoveOverride(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordClass, body }: { recordClass: TRecordClass; body: TReasonRequest }) =>
      apiRequest(`/tenants/${tenantUuid}/retention-overrides/${recordClass}`, { method: 'DELETE', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overridesKey(tenantUuid) }),
  });
}
