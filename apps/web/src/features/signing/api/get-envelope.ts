import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath, signingQueryKey } from './signing-keys.ts';

/** GET …/signing/envelopes/{id}: the whole envelope, signers and fields, as staff prepare or follow it. */
export function getEnvelope(tenantUuid: string, envelopeUuid: string, signal?: AbortSignal): Promise<TEnvelope> {
  return apiRequest(envelopePath(tenantUuid, envelopeUuid), { schema: ZEnvelope, signal });
}

export const envelopeQueryOptions = (tenantUuid: string, envelopeUuid: string) =>
  queryOptions({
    queryKey: [...signingQueryKey, 'envelope', tenantUuid, envelopeUuid],
    queryFn: ({ signal }) => getEnvelope(tenantUuid, envelopeUuid, signal),
  });
