import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** E-mails or texts a code for the sign-in's second step (a client whose factor is codes by e-mail or SMS). */
export function sendSecondFactorCode({ challenge, channel }: { challenge: string; channel: 'email' | 'sms' }) {
  return apiRequest('/auth/login/second-factor/code', { method: 'POST', body: { challenge, channel }, auth: 'none' });
}

export const useSendSecondFactorCode = () => useMutation({ mutationFn: sendSecondFactorCode });
