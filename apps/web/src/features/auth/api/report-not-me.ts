import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * "This wasn't me" from a new-device e-mail: the server ends every session of the account and e-mails a link to
 * set a new password. The token in the link is the only proof needed, so no session is sent.
 */
export function reportNotMe(token: string): Promise<void> {
  return apiRequest<void>('/auth/not-me', { method: 'POST', body: { token }, auth: 'none' });
}

export const useReportNotMe = () => useMutation({ mutationFn: reportNotMe });
