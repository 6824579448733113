import { postAsSigner, useSignerMutation } from './use-signer-mutation.ts';
import type { TSignerAccess } from './signing-keys.ts';

/** POST …/decline {reason}: the envelope is declined for everyone; staff read the reason. */
export const useDeclineAsSigner = (access: TSignerAccess) =>
  useSignerMutation(access, (reason: string) => postAsSigner(access, 'decline', { reason }));
