import { ZStaffMemberOptions } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The firm's active staff (GET /tenants/responsible-staff, the list a client's responsible person is chosen
 * from): who a thread can be assigned to, and the inbox's "responsible" filter.
 */
export const useStaffMembers = () =>
  useQuery({
    queryKey: ['tenants', 'responsible-staff'],
    queryFn: ({ signal }) => apiRequest('/tenants/responsible-staff', { schema: ZStaffMemberOptions, signal }),
    staleTime: 60_000,
  });
