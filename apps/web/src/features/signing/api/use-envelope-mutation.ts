import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signingQueryKey } from './signing-keys.ts';

export type TEnvelopeRef = { tenantUuid: string; envelopeUuid: string };

/** A staff action on an envelope; afterwards every list and the envelope opened are fetched again. */
export function useEnvelopeMutation<TParams>(call: (params: TParams) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signingQueryKey }),
  });
}
