import { ZEnvelopeEventList, type TEnvelopeEventList } from '@ledgerport/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath, signingQueryKey } from './signing-keys.ts';

/** GET …/signing/envelopes/{id}/events: the envelope's steps in order, for its timeline. */
export function getEnvelopeEvents(
  tenantUuid: string,
  envelopeUuid: string,
  signal?: AbortSignal,
): Promise<TEnvelopeEventList> {
  return apiRequest(`${envelopePath(tenantUuid, envelopeUuid)}/events`, { schema: ZEnvelopeEventList, signal });
}

/** Under the signing key: an action on the envelope (void, resend, paper copy) refreshes its timeline too. */
export const envelopeEventsQueryOptions = (tenantUuid: string, envelopeUuid: string) =>
  queryOptions({
    queryKey: [...signingQueryKey, 'events', tenantUuid, envelopeUuid],
    queryFn: ({ signal }) => getEnvelopeEvents(tenantUuid, envelopeUuid, signal),
  });
