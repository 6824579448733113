import type { TVerifyRequest } from '@ledgerport/contract';
import { postAsSigner, useSignerMutation } from './use-signer-mutation.ts';
import type { TSignerAccess } from './signing-keys.ts';

/** POST …/verify: the code, and the known data where the envelope asks for it. */
export const useVerifySigner = (access: TSignerAccess) =>
  useSignerMutation(access, (answer: TVerifyRequest) => postAsSigner(access, 'verify', answer));
