import { ZStaffMemberOptions } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getResponsibleStaff = (signal?: AbortSignal) =>
  apiRequest('/tenants/responsible-staff', { schema: ZStaffMemberOptions, signal });

/** The active staff members a client can be assigned to (for the tenant form and the list's filter). */
export const useResponsibleStaff = () =>
  useQuery({
    queryKey: ['tenants', 'responsible-staff'],
    queryFn: ({ signal }) => getResponsibleStaff(signal),
    staleTime: 60_000,
  });
