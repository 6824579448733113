import { ZUploadLink, type TUploadLink } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantUploadLinksPath, uploadLinksQueryKey } from './upload-link-keys.ts';

/** POST /tenants/{id}/upload-links/{linkId}/revoke: the link opens nothing from now on. */
export function revokeUploadLink(tenantUuid: string, linkUuid: string): Promise<TUploadLink> {
  return apiRequest(`${tenantUploadLinksPath(tenantUuid)}/${encodeURIComponent(linkUuid)}/revoke`, {
    method: 'POST',
    schema: ZUploadLink,
  });
}

export function useRevokeUploadLink(tenantUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkUuid: string) => revokeUploadLink(tenantUuid, linkUuid),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: uploadLinksQueryKey(tenantUuid) }),
  });
}
