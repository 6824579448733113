import { ZRecoveryCodes, type TRecoveryCodes } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

/** Codes by e-mail or by SMS, a client's second factor (issue 32). */
export type TCodeChannel = 'email' | 'sms';

/**
 * The server sends a code that confirms the address (or the number given, for SMS) is the user's. A number it
 * cannot read is refused on `phone`.
 */
export function startCodeFactor({ channel, phone }: { channel: TCodeChannel; phone?: string }): Promise<unknown> {
  return apiRequest(`/auth/mfa/${channel}`, { method: 'POST', ...(phone === undefined ? {} : { body: { phone } }) });
}

export const useStartCodeFactor = () => useMutation({ mutationFn: startCodeFactor });

/** The code turns the factor on; the first factor also brings recovery codes. */
export function confirmCodeFactor({ channel, code }: { channel: TCodeChannel; code: string }): Promise<TRecoveryCodes> {
  return apiRequest(`/auth/mfa/${channel}/confirm`, { method: 'POST', body: { code }, schema: ZRecoveryCodes });
}

export function useConfirmCodeFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCodeFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}

/** Refused (409 MFA_FACTOR_REQUIRED) when the firm requires a second factor and this is the user's last one. */
export function removeCodeFactor(channel: TCodeChannel): Promise<void> {
  return apiRequest<void>(`/auth/mfa/${channel}`, { method: 'DELETE' });
}

export function useRemoveCodeFactor(channel: TCodeChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeCodeFactor(channel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
  });
}
