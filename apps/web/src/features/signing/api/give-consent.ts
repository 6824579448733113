import { postAsSigner, useSignerMutation } from './use-signer-mutation.ts';
import type { TSignerAccess } from './signing-keys.ts';

/** POST …/consent: the ESIGN disclosure accepted, with the right to a paper copy. */
export const useGiveConsent = (access: TSignerAccess) =>
  useSignerMutation(access, () => postAsSigner(access, 'consent', { accepted: true }));
