import { ZCreatedUploadLink, type TCreatedUploadLink, type TCreateUploadLinkRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUploadLinksPath, uploadLinksQueryKey } from './upload-link-keys.ts';

/** POST /tenants/{id}/upload-links: the answer carries the link's address, this once. */
export function createUploadLink(tenantUuid: string, body: TCreateUploadLinkRequest): Promise<TCreatedUploadLink> {
  return apiRequest(tenantUploadLinksPath(tenantUuid), { method: 'POST', body, schema: ZCreatedUploadLink });
}

export function useCreateUploadLink(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateUploadLinkRequest) => createUploadLink(tenantUuid, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: uploadLinksQueryKey(tenantUuid) }),
  });
}
