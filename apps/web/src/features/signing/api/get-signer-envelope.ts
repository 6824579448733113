import { ZSignerEnvelope, type TSignerEnvelope } from '@ledgerport/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signerAuth, signerPath, type TSignerAccess } from './signing-keys.ts';

/** GET /signing/sign/{id} or /signing/link/{token}: the envelope as this signer sees it (their own fields only). */
export function getSignerEnvelope(access: TSignerAccess, signal?: AbortSignal): Promise<TSignerEnvelope> {
  return apiRequest(signerPath(access), { schema: ZSignerEnvelope, auth: signerAuth(access), signal });
}

export const signerEnvelopeQueryOptions = (access: TSignerAccess) =>
  queryOptions({
    queryKey: ['signing', 'signer', signerPath(access)],
    queryFn: ({ signal }) => getSignerEnvelope(access, signal),
    // An expired link or a voided envelope is an answer to show, not a hiccup to retry.
    retry: false,
  });
