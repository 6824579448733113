import {
  ZIncidentDetail,
  ZIncidentPage,
  type TCreateIncidentRequest,
  type TIncidentQuery,
  type TUpdateIncidentRequest,
} from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { summaryKey } from './compliance-summary.ts';

const incidentsKey = ['compliance', 'incidents'] as const;

const queryString = (query: TIncidentQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );

export const useIncidents = (query: TIncidentQuery) =>
  useQuery({
    queryKey: [...incidentsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest(`/compliance/incidents?${queryString(query)}`, { schema: ZIncidentPage, signal }),
  });

/** One incident; what it reached is computed from the audit trail on each read. */
export const useIncident = (incidentUuid: string) =>
  useQuery({
    queryKey: [...incidentsKey, 'one', incidentUuid],
    queryFn: ({ signal }) =>
      apiRequest(`/compliance/incidents/${encodeURIComponent(incidentUuid)}`, { schema: ZIncidentDetail, signal }),
  });

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateIncidentRequest) =>
      apiRequest('/compliance/incidents', { method: 'POST', body, schema: ZIncidentDetail }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentsKey }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
      ]),
  });
}

export function useUpdateIncident(incidentUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateIncidentRequest) =>
      apiRequest(`/compliance/incidents/${encodeURIComponent(incidentUuid)}`, {
        method: 'PATCH',
        body,
        schema: ZIncidentDetail,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...incidentsKey, 'one', incidentUuid], detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...incidentsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: summaryKey }),
      ]);
    },
  });
}
