import { ZPasskeySignInOptions, ZRecoveryCodes, type TRecoveryCodes } from '@ledgerport/contract';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

const ZRegistrationOptions = ZPasskeySignInOptions.pick({ options: true });

/**
 * A new passkey: the server's registration options, the browser's prompt (the device creates the key), then the
 * server's check. `name` tells the user's passkeys apart later ("Laptop"). The first factor brings recovery codes.
 */
export async function addPasskey(name: string): Promise<TRecoveryCodes> {
  const { options } = await apiRequest('/auth/mfa/passkeys/options', {
    method: 'POST',
    schema: ZRegistrationOptions,
  });
  const passkey = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest('/auth/mfa/passkeys', { method: 'POST', body: { passkey, name }, schema: ZRecoveryCodes });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
