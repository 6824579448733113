import { ZTotpSetup, type TTotpSetup } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A new authenticator-app secret; nothing changes for the user until a code from it is confirmed. */
export function startTotpSetup(): Promise<TTotpSetup> {
  return apiRequest('/auth/mfa/totp', { method: 'POST', schema: ZTotpSetup });
}

export const useStartTotpSetup = () => useMutation({ mutationFn: startTotpSetup });
