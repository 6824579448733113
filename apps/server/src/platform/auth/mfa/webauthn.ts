import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { loadWebAuthn } from '../../lazy/heavy-modules.ts';

export type StoredPasskey = { id: string; public_key: string; counter: string; transports: string };

const transportsOf = (passkey: Pick<StoredPasskey, 'transports'>) =>
  passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined;

/**
 * The relying party is the portal's public address (PUBLIC_URL): a passkey made for it works only there,
 * which is what makes passkeys phishing-proof. Browsers refuse IP addresses as a relying party: passkeys
 * need PUBLIC_URL to name a host (localhost counts).
 */
export function createWebAuthn(publicUrl: string) {
  const { hostname: rpID, origin } = new URL(publicUrl);
  const expected = { expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false };

  return {
    /** The portal's own origin (PUBLIC_URL's): the only one passkeys are made for and used from. */
    origin,

    /**
     * The origin the browser says the answer was made at (its clientDataJSON), or undefined when the answer does
     * not say (malformed: the verification then refuses it as any other bad answer).
     */
    originOf(response: unknown): string | undefined {
      const encoded = (response as { response?: { clientDataJSON?: unknown } } | null)?.response?.clientDataJSON;
      if (typeof encoded !== 'string' || encoded.length > 16_384) return undefined;
      try {
        const origin = (JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { origin?: unknown })?.origin;
        return typeof origin === 'string' ? origin : undefined;
      } catch {
        return undefined;
      }
    },

    /** `residentKey` 'required': a discoverable credential, for a sign-in that names no account (usernameless). */
    registrationOptions: async (
      user: { id: string; email: string; name: string },
      existing: StoredPasskey[],
      residentKey: 'required' | 'preferred' = 'preferred',
    ) =>
      (await loadWebAuthn()).generateRegistrationOptions({
        rpName: 'Ledgerport',
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
        authenticatorSelection: { residentKey, userVerification: 'preferred' },
      }),

    /** The new credential, or undefined when the browser's answer does not verify. */
    async verifyRegistration(response: unknown, challenge: string) {
      const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          ...expected,
        });
        if (!result.verified) return undefined;
        const { credential } = result.registrationInfo;
        return {
          id: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
        };
      } catch {
        return undefined; // malformed, wrong origin or challenge: the same refusal
      }
    },

    /** Options for a sign-in: limited to `allowed` passkeys (a second factor), or any of this site's (passkey-only). */
    authenticationOptions: async (allowed?: StoredPasskey[]) =>
      (await loadWebAuthn()).generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        allowCredentials: allowed?.map((p) => ({ id: p.id, transports: transportsOf(p) })),
      }),

    /** The id the browser's answer names, to find the stored passkey before verifying it. */
    credentialIdOf: (response: unknown): string | undefined => {
      const id = (response as { id?: unknown } | null)?.id;
      return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : undefined;
    },

    /** The passkey's new signature counter when the answer verifies, else undefined. */
    async verifyAuthentication(response: unknown, challenge: string, passkey: StoredPasskey) {
      const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
      try {
        const result = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.public_key),
            counter: Number(passkey.counter),
            transports: transportsOf(passkey),
          },
          ...expected,
        });
        return result.verified ? result.authenticationInfo.newCounter : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type WebAuthn = ReturnType<typeof createWebAuthn>;
