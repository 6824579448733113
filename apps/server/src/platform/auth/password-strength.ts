import { randomBytes } from 'node:crypto';
import { VALIDATION_MESSAGES, type TValidationMessageId } from '@ledgerport/contract';
import { readFirmBranding } from '../branding/firm-branding.repo.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { loadPasswordDictionaries } from '../lazy/heavy-modules.ts';

/** zxcvbn's 0–4 guessability score; 3 means "safely unguessable" for an online attack with throttling. */
const MIN_SCORE = 3;

/** The product's own name: the first word anyone guessing at a Ledgerport sign-in page tries. */
export const PRODUCT_NAME = 'Ledgerport';

type Words = (string | null | undefined)[];

/** Each text, and its parts split at @ . space _ - (an e-mail's name and domain, a firm's words). */
const knownWords = (texts: Words) =>
  texts
    .flatMap((text) => (text ? [text, ...text.split(/[@.\s_-]+/)] : []))
    .filter((t) => t.length > 2)
    .map((t) => t.toLowerCase());

type Check = { feedback: { warning: string | null }; sequence: object[] };

/** zxcvbn's warning, said in our own words (translated on the web like every rule). */
function reasonFor(result: Check, personal: Set<string>): TValidationMessageId {
  const { warning } = result.feedback;
  if (warning === 'userInputs') {
    // zxcvbn says only "one of the known words": ours tell the user's own from the portal's and the firm's.
    const matched = result.sequence
      .map((m) => m as { dictionaryName?: string; matchedWord?: string })
      .filter((m) => m.dictionaryName === 'userInputs')
      .map((m) => m.matchedWord ?? '');
    return matched.some((word) => personal.has(word)) ? 'passwordHasPersonalInfo' : 'passwordHasSiteName';
  }
  if (warning && ['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned'].includes(warning)) {
    return 'passwordTooCommon';
  }
  return 'passwordTooPredictable';
}

/**
 * Refuses a password that passes the spec's rule but is still easy to guess ("Password1!", "Qwerty123!", the
 * user's own name with a digit, "Ledgerport1!"), with a 400 naming the field and why. `personal` are the user's
 * name, e-mail and the like; `site` the firm's name (the product's is always added): words an attacker who
 * knows the user, or only which portal this is, tries first.
 */
export async function assertPasswordNotGuessable(
  password: string,
  personal: Words,
  field = 'password',
  site: Words = [],
) {
  const own = knownWords(personal);
  const inputs = [...own, ...knownWords([PRODUCT_NAME, ...site])];
  // Built once, at the first password chosen: the dictionaries are megabytes most requests never need.
  const estimator = await loadPasswordDictionaries();
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_SCORE) return;
  const reason = reasonFor(result, new Set(own));
  throw new AppError(400, 'VALIDATION_ERROR', 'The password is too easy to guess', [
    { field, message: VALIDATION_MESSAGES[reason] },
  ]);
}

/**
 * The check every place that sets a password runs (registration, reset, change, an administrator's, the first
 * administrator's): the person's name and e-mail, the product's name and the firm's, read now (a SuperAdmin may
 * have just renamed the firm).
 */
export async function assertPasswordFit(
  db: Db,
  password: string,
  person: { name?: string | null; email?: string | null },
  field = 'password',
) {
  const { firm_name } = await readFirmBranding(db);
  await assertPasswordNotGuessable(password, [person.name, person.email], field, [firm_name]);
}

/** The tries a generated password gets: 96 random bits fail the check about never, but a loop must end. */
const GENERATION_TRIES = 5;

/**
 * A password the server makes up (the first administrator without ADMIN_PASSWORD, `npm run reset-admin-password`):
 * 96 random bits, held to the same check as a chosen one, drawn again if it ever failed.
 */
export async function generateFitPassword(db: Db, person: { name?: string | null; email?: string | null }) {
  for (let attempt = 1; ; attempt++) {
    const password = randomBytes(12).toString('base64url');
    try {
      await assertPasswordFit(db, password, person);
      return password;
    } catch (error) {
      if (!(error instanceof AppError) || attempt >= GENERATION_TRIES) throw error;
    }
  }
}
