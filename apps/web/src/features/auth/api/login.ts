import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { meQueryKey } from '../../../lib/session/get-me.ts';

export function login(request: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/auth/login', { method: 'POST', body: request, schema: ZLoginResponse, auth: 'none' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (response, request) => {
      // Nothing cached for a previous user may show for this one.
      queryClient.clear();
      sessionStore.signIn({
        token: response.token,
        expiresAt: response.expires_at,
        user: response.user,
        permissions: response.permissions,
        remember: request.rememberMe ?? false,
      });
      // The login answer is as fresh as GET /auth/me: no need to ask again right away.
      queryClient.setQueryData(meQueryKey, { user: response.user, permissions: response.permissions });
      // The user's own language (also used for their e-mails) wins at sign-in. Should its texts fail to
      // load, the sign-in still stands: the interface stays in the current language.
      await changeLocale(response.user.locale).catch(() => {});
    },
  });
}
