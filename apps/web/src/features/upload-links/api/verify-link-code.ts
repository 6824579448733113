import { ZUploadLinkGrant, type TUploadLinkGrant } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { linkPath } from './upload-link-keys.ts';

/** POST /upload-link/{token}/verify: the code → a grant the page sends with each file. */
export function verifyLinkCode(token: string, email: string, code: string): Promise<TUploadLinkGrant> {
  return apiRequest(`${linkPath(token)}/verify`, {
    method: 'POST',
    body: { email, code },
    auth: 'none',
    schema: ZUploadLinkGrant,
  });
}

export const useVerifyLinkCode = (token: string) =>
  useMutation({ mutationFn: (vars: { email: string; code: string }) => verifyLinkCode(token, vars.email, vars.code) });
