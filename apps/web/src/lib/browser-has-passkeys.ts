/** Browsers without WebAuthn (and test environments) have no PublicKeyCredential: a passkey offer would only fail. */
export const browserHasPasskeys = () => typeof window !== 'undefined' && window.PublicKeyCredential !== undefined;
