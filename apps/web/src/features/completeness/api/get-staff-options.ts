import { ZUser, zPage } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ZStaffOptions = zPage(ZUser.pick({ id: true, name: true }));

/** The firm's staff, for "responsible: <someone>" (the first 100 by the users list's order). */
async function staffOptions(signal?: AbortSignal) {
  const page = await apiRequest('/users?per_page=100', { schema: ZStaffOptions, signal });
  return page.data.map((user) => ({ value: user.id, label: user.name }));
}

export const useStaffOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['completeness', 'staff'],
      queryFn: ({ signal }) => staffOptions(signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
