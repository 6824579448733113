import { ZUploadLinkCodeSent, type TLocale } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkPath } from './upload-link-keys.ts';

/** POST /upload-link/{token}/code: a code to the address typed, in the page's language. */
export function sendLinkCode(token: string, email: string, locale: TLocale) {
  return apiRequest(`${linkPath(token)}/code`, {
    method: 'POST',
    body: { email, locale },
    auth: 'none',
    schema: ZUploadLinkCodeSent,
  });
}

export const useSendLinkCode = (token: string) =>
  useMutation({
    mutationFn: (vars: { email: string; locale: TLocale }) => sendLinkCode(token, vars.email, vars.locale),
  });
