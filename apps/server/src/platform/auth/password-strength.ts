import { VALIDATION_MESSAGES, type TValidationMessageId } from '@ledgerport/contract';
import { AppError } from '../errors.ts';
import { loadPasswordDictionaries } from '../lazy/heavy-modules.ts';

/** zxcvbn's 0–4 guessability score; 3 means "safely unguessable" for an online attack with throttling. */
const MIN_SCORE = 3;

/** zxcvbn's warning, said in our own words (translated on the web like every rule). */
function reasonFor(warning: string | null): TValidationMessageId {
  if (warning === 'userInputs') return 'passwordHasPersonalInfo';
  if (warning && ['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned'].includes(warning)) {
    return 'passwordTooCommon';
  }
  return 'passwordTooPredictable';
}

/**
 * Refuses a password that passes the spec's rule but is still easy to guess ("Password1!", "Qwerty123!", the
 * user's own name with a digit), with a 400 naming the field and why. `personal` are the user's name, e-mail
 * and the like: words an attacker who knows the user tries first.
 */
export async function assertPasswordNotGuessable(
  password: string,
  personal: (string | null | undefined)[],
  field = 'password',
) {
  const inputs = personal
    .flatMap((text) => (text ? [text, ...text.split(/[@.\s_-]+/)] : []))
    .filter((t) => t.length > 2);
  // Built once, at the first password chosen: the dictionaries are megabytes most requests never need.
  const estimator = await loadPasswordDictionaries();
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_SCORE) return;
  const reason = reasonFor(result.feedback.warning);
  throw new AppError(400, 'VALIDATION_ERROR', 'The password is too easy to guess', [
    { field, message: VALIDATION_MESSAGES[reason] },
  ]);
}
