import { SIGNED_IN_ANSWER, type TSecondFactorRequest, type TSignedIn } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';

export function signInSecondFactor(request: TSecondFactorRequest): Promise<TSignedIn> {
  return apiRequest('/auth/login/second-factor', {
    method: 'POST',
    body: request,
    schema: SIGNED_IN_ANSWER,
    auth: 'none',
  });
}

/** The second step of a sign-in; `remember` is the "remember me" of the password step. */
export function useSignInSecondFactor(remember: boolean) {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: signInSecondFactor,
    onSuccess: (response) => completeSignIn(response, remember),
  });
}
