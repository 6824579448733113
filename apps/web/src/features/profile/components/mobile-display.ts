/**
 * Spec §2: the profile shows the mobile with a leading 0 (numbers are stored without the trunk prefix).
 * A number already written with 0 or in international form (+…) is shown as it is, never as "00…" or "0+…".
 */
export const withLeadingZero = (mobile: string) => (/^[0+]/.test(mobile.trim()) ? mobile.trim() : `0${mobile.trim()}`);
