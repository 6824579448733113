import { CLIENT_SIGN_IN_METHODS_ANSWER, type TClientSignInMethodsAnswer } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clientSignInMethodsQueryKey } from '../../../lib/query-keys.ts';

/** Until the firm's choice is known (or when it cannot be read): the password, which every firm offers staff. */
export const PASSWORD_ONLY: TClientSignInMethodsAnswer = { password: true, email_link: false, passkey: false };

/** GET /auth/client-sign-in-methods (no session): how the firm lets clients sign in, for the login page. */
export function getClientSignInMethods(signal?: AbortSignal): Promise<TClientSignInMethodsAnswer> {
  return apiRequest('/auth/client-sign-in-methods', { schema: CLIENT_SIGN_IN_METHODS_ANSWER, signal, auth: 'none' });
}

export const clientSignInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: clientSignInMethodsQueryKey,
    queryFn: ({ signal }) => getClientSignInMethods(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useClientSignInMethods(): TClientSignInMethodsAnswer {
  const { data } = useQuery(clientSignInMethodsQueryOptions());
  return data ?? PASSWORD_ONLY;
}
