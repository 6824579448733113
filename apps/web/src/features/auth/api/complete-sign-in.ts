import type { TSignedIn } from '@ledgerport/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { meQueryKey } from '../../../lib/session/get-me.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { rememberTrustedDevice } from '../components/trusted-device.ts';

/**
 * What every finished sign-in does (password alone, password and second factor, or a passkey): keep the session,
 * the remembered device and the user's language. `remember` keeps the session across browser restarts.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (response: TSignedIn, remember: boolean) => {
      // Nothing cached for a previous user may show for this one.
      queryClient.clear();
      sessionStore.signIn({
        token: response.token,
        expiresAt: response.expires_at,
        user: response.user,
        permissions: response.permissions,
        remember,
      });
      if (response.trusted_device) rememberTrustedDevice(response.user.email, response.trusted_device);
      // The sign-in answer is as fresh as GET /auth/me: no need to ask again right away.
      queryClient.setQueryData(meQueryKey, {
        user: response.user,
        permissions: response.permissions,
        mfa_enrolment_required: response.mfa_enrolment_required,
      });
      // The user's own language (also used for their e-mails) wins at sign-in. Should its texts fail to
      // load, the sign-in still stands: the interface stays in the current language.
      await changeLocale(response.user.locale).catch(() => {});
    },
    [queryClient],
  );
}
