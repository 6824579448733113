import {
  isSecondFactorRequired,
  LOGIN_ANSWER,
  type TEmailCodeSignInRequest,
  type TEmailLinkSignInRequest,
  type TLoginResponse,
} from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getBrowserFingerprint } from '../components/fingerprint.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';

type TEmailSignIn = ({ token: string } | { code: string }) & { rememberMe: boolean };

/** The e-mailed link's token, or its 6-digit code, from the browser that asked (its binding cookie goes along). */
export function signInWithEmail(request: TEmailSignIn): Promise<TLoginResponse> {
  const body = { ...request, fingerprint: getBrowserFingerprint() } satisfies
    TEmailLinkSignInRequest | TEmailCodeSignInRequest;
  const path = 'token' in request ? '/auth/email-link/sign-in' : '/auth/email-link/code';
  return apiRequest(path, { method: 'POST', body, schema: LOGIN_ANSWER, auth: 'none' });
}

/** Signs in at once, or answers the second step the caller then shows. */
export function useSignInWithEmail() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: async (response, request) => {
      if (!isSecondFactorRequired(response)) await completeSignIn(response, request.rememberMe);
    },
  });
}
