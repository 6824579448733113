import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath } from './signing-keys.ts';
import { useEnvelopeMutation, type TEnvelopeRef } from './use-envelope-mutation.ts';

/** POST …/void {reason}: withdrawn; its links stop working at once. */
export const voidEnvelope = ({ tenantUuid, envelopeUuid, reason }: TEnvelopeRef & { reason: string }) =>
  apiRequest(`${envelopePath(tenantUuid, envelopeUuid)}/void`, { method: 'POST', body: { reason } });

export const useVoidEnvelope = () => useEnvelopeMutation(voidEnvelope);
