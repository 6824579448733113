import { SIGNUP_CODE_LENGTH } from '@ledgerport/contract';
import { createCodeHasher } from '../../platform/auth/code-hasher.ts';

/**
 * Makes and checks sign-up codes: an HMAC keyed from the server secret (platform/auth/code-hasher.ts), with the
 * user id in the MAC. The label is the one sign-up codes always had, so codes in flight survive the move.
 */
export const createSignupCodeHasher = (serverSecret: string) =>
  createCodeHasher(serverSecret, 'signup-code:v1', SIGNUP_CODE_LENGTH);
export type SignupCodeHasher = ReturnType<typeof createSignupCodeHasher>;
