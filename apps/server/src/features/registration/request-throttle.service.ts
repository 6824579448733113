import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { countRecentEvents, recordEvent } from './request-throttle.repo.ts';

export type ThrottleRule = { bucket: string; limit: number; windowMinutes: number };

/**
 * Per-IP limits of the public registration and password-reset routes. Per-code and per-account limits
 * (5 tries per code, one code a minute, 3 reset links an hour) live in the services; these stop one
 * client from spraying many accounts or hammering the database. Events are kept in the database, so
 * every instance behind a load balancer counts the same.
 */
export const THROTTLES = {
  /** Wrong or dead sign-up codes. */
  confirmSignup: { bucket: 'signup-confirm', limit: 20, windowMinutes: 15 },
  /** Every "send me a new code" (each may send an e-mail). */
  resendSignupCode: { bucket: 'signup-code', limit: 10, windowMinutes: 15 },
  /** Every "forgot password" (each may send an e-mail). */
  forgotPassword: { bucket: 'password-forgot', limit: 10, windowMinutes: 15 },
  /** Unknown, used or expired reset links, opened or submitted. */
  resetLink: { bucket: 'password-reset-link', limit: 20, windowMinutes: 15 },
} satisfies Record<string, ThrottleRule>;

const tooMany = (rule: ThrottleRule) =>
  new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many attempts from this address; wait ${rule.windowMinutes} minutes and try again`,
  );

export function createRequestThrottle(deps: { db: Kysely<DB> }) {
  const { db } = deps;
  async function guard(rule: ThrottleRule, ip: string) {
    if ((await countRecentEvents(db, rule.bucket, ip, rule.windowMinutes)) >= rule.limit) throw tooMany(rule);
  }
  const record = (rule: ThrottleRule, ip: string) => recordEvent(db, rule.bucket, ip);
  return {
    /** Refuses with 429 once the IP has used up the rule's allowance. */
    guard,
    /** Counts one event (a failure, for the rules that count failures only). */
    record,
    /** Guard, then count this request: for routes where every call costs something (an e-mail). */
    async take(rule: ThrottleRule, ip: string) {
      await guard(rule, ip);
      await record(rule, ip);
    },
  };
}
export type RequestThrottle = ReturnType<typeof createRequestThrottle>;
