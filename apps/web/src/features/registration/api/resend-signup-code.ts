import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asks for a new sign-up code. Always accepted: the answer never tells whether the address is known. */
export async function resendSignupCode(username: string): Promise<void> {
  await apiRequest('/registration/code', { method: 'POST', body: { username }, auth: 'none' });
}

export const useResendSignupCode = () => useMutation({ mutationFn: resendSignupCode });
