import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /tenants/{id}/signing/envelopes {path}: "Request signature" on a PDF of the folder makes a draft
 * envelope of it; the signing screens (another feature) take over from its address.
 */
export function requestSignature({ tenantUuid, path }: { tenantUuid: string; path: string }): Promise<TEnvelope> {
  return apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/signing/envelopes`, {
    method: 'POST',
    body: { path },
    schema: ZEnvelope,
  });
}

export const useRequestSignature = () => useMutation({ mutationFn: requestSignature });
