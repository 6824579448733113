import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** E-mails a code for the sign-in's second step (a client whose factor is codes by e-mail). */
export function sendSecondFactorCode(challenge: string): Promise<unknown> {
  return apiRequest('/auth/login/second-factor/code', { method: 'POST', body: { challenge }, auth: 'none' });
}

export const useSendSecondFactorCode = () => useMutation({ mutationFn: sendSecondFactorCode });
