import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * "E-mail me a sign-in link": the server answers the same for every address and sets this browser's binding
 * cookie (HttpOnly), which the link and the code need. `renewFrom`: the token of a link opened in another
 * browser, for a new link to the same address, good here.
 */
export function requestEmailLink(request: { email: string } | { renewFrom: string }): Promise<unknown> {
  return 'email' in request
    ? apiRequest('/auth/email-link', { method: 'POST', body: { email: request.email }, auth: 'none' })
    : apiRequest('/auth/email-link/renew', { method: 'POST', body: { token: request.renewFrom }, auth: 'none' });
}

export const useRequestEmailLink = () => useMutation({ mutationFn: requestEmailLink });
