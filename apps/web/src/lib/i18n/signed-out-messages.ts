// Named imports only: the bundler keeps just these sections of en.json in the sign-in screen's download.
import {
  auth,
  common,
  errors,
  mfa,
  nav,
  notFound,
  pages,
  passwordReset,
  refusal,
  registration,
  shell,
  terms,
} from '../../locales/en.json';

/**
 * The English messages the screens before sign-in use (the sections of en.json, whole): shipped with the first
 * download. The rest of English follows with the signed-in shell (all-messages.ts). A section a signed-out
 * screen starts to use goes here; signed-out-messages.test.tsx renders those screens with only these.
 */
export const signedOutMessages = {
  auth,
  common,
  errors,
  mfa,
  nav,
  notFound,
  pages,
  passwordReset,
  refusal,
  registration,
  shell,
  terms,
};
