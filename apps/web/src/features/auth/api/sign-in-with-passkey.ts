import { PASSKEY_SIGN_IN_OPTIONS_ANSWER, SIGNED_IN_ANSWER, type TSignedIn } from '@ledgerport/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getBrowserFingerprint } from '../components/fingerprint.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';

/**
 * Signing in with a passkey alone: the server's challenge, the browser's passkey prompt, then the server's check.
 * No e-mail is asked: the passkey says whose it is.
 */
export async function signInWithPasskey(rememberMe: boolean): Promise<TSignedIn> {
  const { challenge, options } = await apiRequest('/auth/passkey/options', {
    method: 'POST',
    schema: PASSKEY_SIGN_IN_OPTIONS_ANSWER,
    auth: 'none',
  });
  // Loaded on the click, not with the sign-in screen: the login page's download stays within its budget.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const passkey = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest('/auth/passkey/sign-in', {
    method: 'POST',
    body: { challenge, passkey, rememberMe, fingerprint: getBrowserFingerprint() },
    schema: SIGNED_IN_ANSWER,
    auth: 'none',
  });
}

export function useSignInWithPasskey() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (response, rememberMe) => completeSignIn(response, rememberMe),
  });
}
