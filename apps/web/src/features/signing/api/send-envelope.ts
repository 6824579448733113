import { ZEnvelope, type TEnvelope } from '@ledgerport/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath } from './signing-keys.ts';
import { useEnvelopeMutation, type TEnvelopeRef } from './use-envelope-mutation.ts';

/** POST …/send: the draft goes out; each signer whose turn it is is notified. */
export const sendEnvelope = ({ tenantUuid, envelopeUuid }: TEnvelopeRef): Promise<TEnvelope> =>
  apiRequest(`${envelopePath(tenantUuid, envelopeUuid)}/send`, { method: 'POST', schema: ZEnvelope });

export const useSendEnvelope = () => useEnvelopeMutation(sendEnvelope);
