import type { TConfirmSignupRequest } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 OTP: the e-mailed code makes the registered account active. */
export async function confirmSignup(body: TConfirmSignupRequest): Promise<void> {
  await apiRequest('/registration/confirm', { method: 'POST', body, auth: 'none' });
}

export const useConfirmSignup = () => useMutation({ mutationFn: confirmSignup });
