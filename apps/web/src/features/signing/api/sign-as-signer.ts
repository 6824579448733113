import type { TSignRequest } from '@ledgerport/contract';
import { postAsSigner, useSignerMutation } from './use-signer-mutation.ts';
import type { TSignerAccess } from './signing-keys.ts';

/** POST …/sign: every field of the signer and the adopted images, in one action. */
export const useSignAsSigner = (access: TSignerAccess) =>
  useSignerMutation(access, (request: TSignRequest) => postAsSigner(access, 'sign', request));
