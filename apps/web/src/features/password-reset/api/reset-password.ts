import type { TResetPasswordRequest } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sets the new password; the server spends the link and ends every session of the user. */
export async function resetPassword({ token, ...body }: TResetPasswordRequest & { token: string }): Promise<void> {
  await apiRequest(`/auth/password-reset/${encodeURIComponent(token)}`, { method: 'POST', body, auth: 'none' });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
