import { apiRequest } from '../../../lib/api-client.ts';
import { envelopePath } from './signing-keys.ts';
import { useEnvelopeMutation, type TEnvelopeRef } from './use-envelope-mutation.ts';

/** POST …/resend {signer_uuid}: that signer is notified again (a fresh link for a person without an account). */
export const resendEnvelope = ({ tenantUuid, envelopeUuid, signerUuid }: TEnvelopeRef & { signerUuid: string }) =>
  apiRequest(`${envelopePath(tenantUuid, envelopeUuid)}/resend`, {
    method: 'POST',
    body: { signer_uuid: signerUuid },
  });

export const useResendEnvelope = () => useEnvelopeMutation(resendEnvelope);
