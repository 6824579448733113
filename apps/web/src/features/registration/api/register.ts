import { ZRegisterResponse, type TRegisterRequest, type TRegisterResponse } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Stores the invitee's name and password; the server e-mails a code that makes the account active. */
export function register({ token, ...body }: TRegisterRequest & { token: string }): Promise<TRegisterResponse> {
  return apiRequest(`/invitations/${encodeURIComponent(token)}/register`, {
    method: 'POST',
    body,
    schema: ZRegisterResponse,
    auth: 'none',
  });
}

export const useRegister = () => useMutation({ mutationFn: register });
