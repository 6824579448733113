import { ZCreatedRequests, type TCreatedRequests, type TCreateRequestRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestsQueryKey, tenantRequestsPath } from './request-keys.ts';

type TCreateParams = { tenantUuid: string; body: TCreateRequestRequest };

/** POST /tenants/{id}/requests: a one-off request, or a recurring one with its periods so far. */
export function createRequest({ tenantUuid, body }: TCreateParams): Promise<TCreatedRequests> {
  return apiRequest(tenantRequestsPath(tenantUuid), { method: 'POST', body, schema: ZCreatedRequests });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
