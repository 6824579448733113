/**
 * The token of a device the user chose to remember at the second step (30 days): sent back at the next sign-in
 * of the same e-mail, it spares them the second factor. Keyed by e-mail, since several people may share a browser.
 */
const keyFor = (email: string) => `trustedDevice:${email.trim().toLowerCase()}`;

export function readTrustedDevice(email: string): string | undefined {
  try {
    return localStorage.getItem(keyFor(email)) ?? undefined;
  } catch {
    return undefined; // storage blocked: the user is simply asked for the second factor
  }
}

export function rememberTrustedDevice(email: string, token: string) {
  try {
    localStorage.setItem(keyFor(email), token);
  } catch {
    // storage blocked: nothing remembered, nothing lost
  }
}

/** The server no longer honours the token (expired, forgotten from the profile, or reset by an administrator). */
export function forgetTrustedDevice(email: string) {
  try {
    localStorage.removeItem(keyFor(email));
  } catch {
    // storage blocked: there was nothing to forget
  }
}
