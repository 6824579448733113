import { ZSignerEnvelope, type TSignerEnvelope } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientAsksQueryKey } from '../../../lib/query-keys.ts';
import { prefetchDocumentAtSignStep, signerEnvelopeQueryOptions } from './get-signer-envelope.ts';
import { signerAuth, signerPath, type TSignerAccess } from './signing-keys.ts';

/** POST to one of the signer's sub-routes (consent, verify, sign, decline) with the signer's own way in. */
export const postAsSigner = (access: TSignerAccess, action: string, body: unknown) =>
  apiRequest(`${signerPath(access)}/${action}`, { method: 'POST', body, auth: signerAuth(access) });

/**
 * A step of signing; afterwards the signer's view is fetched again, so the screen shows the next step, and a
 * signed-in client's list of asks, which no longer holds an envelope they signed or declined.
 */
export function useSignerMutation<TParams>(access: TSignerAccess, call: (params: TParams) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const key = signerEnvelopeQueryOptions(access).queryKey;
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      const parsed = ZSignerEnvelope.safeParse(answer);
      if (parsed.success) {
        prefetchDocumentAtSignStep(queryClient, access, parsed.data);
        queryClient.setQueryData<TSignerEnvelope>(key, parsed.data);
      }
      if (access.kind === 'user') void queryClient.invalidateQueries({ queryKey: clientAsksQueryKey });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
