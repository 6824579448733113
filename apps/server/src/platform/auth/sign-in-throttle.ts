import type { Db } from '../db/schema.ts';
import { recordFailure } from './login-attempts.repo.ts';
import { readSignInHistory, recordSignInSuccess } from './sign-in-throttle.repo.ts';

/**
 * Throttle the guesser, never the owner. Three limits, each slowing only what it must:
 * - one account from one address: 5 free failures, then each further try waits twice as long as the last
 *   (2 s, 4 s, 8 s … at most 15 minutes). A stranger's guesses never slow the owner at another address, and one
 *   person's typos never slow their colleagues behind the same office address;
 * - one account from addresses it never signed in from: past 20 failures in 15 minutes, one try a minute from
 *   any unknown address. Distributed guessing stays slow (and each refusal is on the audit trail); the owner's
 *   known addresses and remembered devices are not affected;
 * - one address against any accounts (password spraying): past 100 failures in 15 minutes, 5 minutes' pause
 *   for that address: high enough for an office where many people mistype.
 */
export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  freePerAccountAndAddress: 5,
  firstWaitSeconds: 2,
  maxWaitSeconds: 15 * 60,
  strangerCeiling: 20,
  strangerWaitSeconds: 60,
  addressCeiling: 100,
  addressWaitSeconds: 5 * 60,
  knownForDays: 90,
} as const;

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; limit: 'ACCOUNT_AND_ADDRESS' | 'UNKNOWN_ADDRESSES' | 'ADDRESS' };

const remaining = (waitSeconds: number, secondsAgo: number | null) =>
  secondsAgo === null ? 0 : Math.ceil(waitSeconds - secondsAgo);

export async function checkSignIn(
  db: Db,
  attempt: { emailKey: string; ip: string; knownDevice: boolean },
): Promise<ThrottleVerdict> {
  const L = SIGN_IN_LIMITS;
  const history = await readSignInHistory(db, attempt, L.windowMinutes, L.knownForDays);

  const overFree = history.pairFailures - L.freePerAccountAndAddress;
  if (overFree >= 0) {
    const wait = Math.min(L.firstWaitSeconds * 2 ** overFree, L.maxWaitSeconds);
    const left = remaining(wait, history.pairSecondsAgo);
    if (left > 0) return { allowed: false, retryAfterSeconds: left, limit: 'ACCOUNT_AND_ADDRESS' };
  }
  const stranger = !attempt.knownDevice && !history.knownAddress;
  if (stranger && history.strangerFailures >= L.strangerCeiling) {
    const left = remaining(L.strangerWaitSeconds, history.strangerSecondsAgo);
    if (left > 0) return { allowed: false, retryAfterSeconds: left, limit: 'UNKNOWN_ADDRESSES' };
  }
  if (history.addressFailures >= L.addressCeiling) {
    const left = remaining(L.addressWaitSeconds, history.addressSecondsAgo);
    if (left > 0) return { allowed: false, retryAfterSeconds: left, limit: 'ADDRESS' };
  }
  return { allowed: true };
}

export const recordSignInFailure = (db: Db, attempt: { emailKey: string; ip: string }) =>
  recordFailure(db, attempt.emailKey, attempt.ip);

export const recordSignInSuccessOf = (db: Db, attempt: { emailKey: string; ip: string }) =>
  recordSignInSuccess(db, attempt, SIGN_IN_LIMITS.knownForDays);
