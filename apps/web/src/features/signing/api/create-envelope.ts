import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signingQueryKey, tenantEnvelopesPath } from './signing-keys.ts';

type TCreateParams = { tenantUuid: string; path: string; title?: string };

/** POST /tenants/{id}/signing/envelopes: a draft from one of the company's files. */
export function createEnvelope({ tenantUuid, path, title }: TCreateParams): Promise<TEnvelope> {
  return apiRequest(tenantEnvelopesPath(tenantUuid), {
    method: 'POST',
    body: title ? { path, title } : { path },
    schema: ZEnvelope,
  });
}

export function useCreateEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnvelope,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signingQueryKey }),
  });
}
