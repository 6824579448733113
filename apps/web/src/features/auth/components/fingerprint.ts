const FINGERPRINT_KEY = 'fingerprint';

/**
 * A random id for this browser, sent at login so the user can later recognise their devices in the list
 * of active sessions. It identifies nothing else and is created once.
 */
export function getBrowserFingerprint(): string | undefined {
  try {
    let value = localStorage.getItem(FINGERPRINT_KEY);
    if (!value) {
      value = crypto.randomUUID();
      localStorage.setItem(FINGERPRINT_KEY, value);
    }
    return value;
  } catch {
    return undefined; // storage blocked: the contract makes the fingerprint optional
  }
}
