import { ZSendCodeResponse, type TCodeChannel, type TSendCodeResponse } from '@ledgerport/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { signerAuth, signerPath, type TSignerAccess } from './signing-keys.ts';

/** POST …/code: a one-time code by e-mail or SMS; answers where it went, masked. */
export function sendCode(access: TSignerAccess, channel: TCodeChannel): Promise<TSendCodeResponse> {
  return apiRequest(`${signerPath(access)}/code`, {
    method: 'POST',
    body: { channel },
    auth: signerAuth(access),
    schema: ZSendCodeResponse,
  });
}

export const useSendCode = (access: TSignerAccess) =>
  useMutation({ mutationFn: (channel: TCodeChannel) => sendCode(access, channel) });
