import type { TForgotPasswordRequest } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** E-mails a reset link. Always accepted: the answer never tells whether the address has an account. */
export async function requestPasswordReset(body: TForgotPasswordRequest): Promise<void> {
  await apiRequest('/auth/password-reset', { method: 'POST', body, auth: 'none' });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
