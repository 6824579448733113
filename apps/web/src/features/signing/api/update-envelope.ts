import { ZEnvelope, type TEnvelope, type TUpdateEnvelopeRequest } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath, signingQueryKey } from './signing-keys.ts';

type TUpdateParams = { tenantUuid: string; envelopeUuid: string; draft: TUpdateEnvelopeRequest };

/** PUT …/envelopes/{id}: the whole draft (signers in order, fields), saved in one piece. */
export function updateEnvelope({ tenantUuid, envelopeUuid, draft }: TUpdateParams): Promise<TEnvelope> {
  return apiRequest(envelopePath(tenantUuid, envelopeUuid), { method: 'PUT', body: draft, schema: ZEnvelope });
}

export function useUpdateEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnvelope,
    onSuccess: (envelope) =>
      queryClient.setQueryData([...signingQueryKey, 'envelope', envelope.tenant_uuid, envelope.uuid], envelope),
  });
}
