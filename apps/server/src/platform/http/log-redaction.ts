import type { FastifyRequest } from 'fastify';

// Credentials that travel in URLs: signed file links, e-mailed links (invitation, password reset), the
// signing-only links' tokens (issue 31) and the upload links' tokens (issue 32).
const SECRET_QUERY = /([?&](?:token|user_verification_uuid)=)[^&#]*/gi;
const SECRET_PATH = /(\/(?:invitations|password-reset|upload-link|signing\/link)\/)[^/?#]+/gi;

/** The URL as logs may keep it: whoever reads the logs must not be able to open someone's file or account. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
