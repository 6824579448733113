/**
 * Where the firm's logo is served (public, no session: GET /api/v1/branding/logo/{version}). The version rises with
 * every new logo, so the address can be cached for good. The settings screen shows it, and every e-mail links it
 * (absolute, from PUBLIC_URL: platform/mail/mail-channel.ts).
 */
export const logoPath = (version: number) => `/api/v1/branding/logo/${version}`;
