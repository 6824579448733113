import { paths } from '@ledgerport/contract';

/** The code screen for `email`; `codeSent` when a code was e-mailed just now (the screen says so). */
export function otpValidationPath(email: string, { codeSent = false } = {}) {
  const query = new URLSearchParams({ username: email });
  if (codeSent) query.set('sent', '1');
  return `${paths.otpValidation}?${query}`;
}
