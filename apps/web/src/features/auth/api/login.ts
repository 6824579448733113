import { isSecondFactorRequired, LOGIN_ANSWER, type TLoginRequest, type TLoginResponse } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetTrustedDevice, readTrustedDevice } from '../components/trusted-device.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';

export function login(request: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/auth/login', { method: 'POST', body: request, schema: LOGIN_ANSWER, auth: 'none' });
}

/**
 * The password step. A user with a second factor gets `second_factor` back instead of a session: the caller
 * shows the second step. This browser's remembered-device token for the e-mail goes along, when there is one.
 */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: (request: TLoginRequest) =>
      login({ ...request, trustedDevice: request.trustedDevice ?? readTrustedDevice(request.email) }),
    onSuccess: async (response, request) => {
      if (!isSecondFactorRequired(response)) return completeSignIn(response, request.rememberMe ?? false);
      // Asked for a second factor all the same: the remembered device is no longer trusted, so stop sending it.
      forgetTrustedDevice(request.email);
    },
  });
}
