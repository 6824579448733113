import { randomBytes } from 'node:crypto';
import { EMAIL_SIGN_IN_TTL_MINUTES } from '@ledgerport/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The secret that ties an e-mailed sign-in link (and its code) to the browser that asked for it: an HttpOnly,
 * SameSite=Lax cookie sent only to the e-mail-link routes (docs/security.md says why a cookie and not
 * sessionStorage). The server keeps only its SHA-256 beside the link.
 */
export const BINDING_COOKIE = 'lp_sign_in_binding';
export const BINDING_COOKIE_PATH = '/api/v1/auth/email-link';
const VALUE = /^[\w-]{43}$/;

/** The binding this browser sent, when it is one we could have made (anything else counts as none). */
export function bindingOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === BINDING_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return VALUE.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** This browser's binding, kept when it has one (a second request must not strand the first e-mail's code). */
export const bindingFor = (current: string | undefined) => current ?? randomBytes(32).toString('base64url');

/** Sets (or renews for another 15 minutes) the binding cookie; `Secure` when the portal is served over https. */
export function setBindingCookie(reply: FastifyReply, binding: string, secure: boolean) {
  const attributes = [
    `${BINDING_COOKIE}=${binding}`,
    `Path=${BINDING_COOKIE_PATH}`,
    `Max-Age=${EMAIL_SIGN_IN_TTL_MINUTES * 60}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
