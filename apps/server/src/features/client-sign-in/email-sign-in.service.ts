import { randomBytes, randomUUID } from 'node:crypto';
import {
  appUrl,
  EMAIL_SIGN_IN_MAX_CODE_FAILURES,
  EMAIL_SIGN_IN_TTL_MINUTES,
  signInLinkPath,
  type TEmailCodeSignInRequest,
  type TEmailLinkSignInRequest,
  type TLoginResponse,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { loadAccess } from '../../platform/auth/access.ts';
import { readClientSignInPolicy } from '../../platform/auth/client-sign-in-policy.repo.ts';
import type { CodeHasher } from '../../platform/auth/code-hasher.ts';
import { factorsOf } from '../../platform/auth/mfa/factors.repo.ts';
import { checkSignIn, recordSignInFailure } from '../../platform/auth/sign-in-throttle.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import type { DB, Db, UserRow } from '../../platform/db/schema.ts';
import { AppError, RetryLaterError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import type { Clock } from '../../platform/time/clock.ts';
import { methodNotAllowed } from '../auth/client-methods.ts';
import type { FirstStep, SecondFactorService } from '../auth/second-factor.service.ts';
import type { SessionOpening } from '../auth/session-opening.ts';
import type { RequestThrottle, ThrottleRule } from '../registration/request-throttle.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { bindingFor } from './browser-binding.ts';
import {
  countEmailLinkFailure,
  countLinksOfUserSince,
  endOpenLinksOfBinding,
  findEmailLinkByToken,
  findOpenLinkOfBinding,
  insertEmailLink,
  spendEmailLink,
} from './email-links.repo.ts';

/** At most this many links a client gets an hour; more requests send nothing (no mailbox flooding). */
export const EMAIL_LINKS_PER_HOUR = 5;
/**
 * Every request answers no sooner than this: what differs between an address with an account and one without
 * (reading the account, queueing the e-mail) takes a few milliseconds, well inside it.
 */
export const EMAIL_LINK_ANSWER_MS = 250;

export const EMAIL_SIGN_IN_THROTTLES = {
  /** Every "e-mail me a link" (and "send a new one here"): each may send an e-mail. */
  request: { bucket: 'email-sign-in', limit: 10, windowMinutes: 15 },
  /** Unknown, used or expired links, links from another browser, wrong codes. */
  failure: { bucket: 'email-sign-in-failure', limit: 20, windowMinutes: 15 },
} satisfies Record<string, ThrottleRule>;

const linkExpired = () =>
  new AppError(410, 'SIGN_IN_LINK_EXPIRED', 'This sign-in link is no longer valid; ask for a new one');
const otherBrowser = () =>
  new AppError(403, 'SIGN_IN_LINK_OTHER_BROWSER', 'This link works only in the browser that asked for it');
const codeExpired = () => new AppError(410, 'CODE_EXPIRED', 'This code is no longer valid; ask for a new link');
const invalidCode = (triesLeft: number) =>
  new AppError(400, 'INVALID_CODE', 'The code is not correct', [{ field: 'code', message: `${triesLeft} tries left` }]);
const needsOtherFactor = () =>
  new AppError(
    403,
    'EMAIL_LINK_NEEDS_OTHER_FACTOR',
    'The firm requires a second step: sign in with your password and the e-mailed code, or with a passkey',
  );

type SignInOptions = { rememberMe: boolean; fingerprint: string | null };
const optionsOf = (input: TEmailLinkSignInRequest | TEmailCodeSignInRequest): SignInOptions => ({
  rememberMe: input.rememberMe ?? false,
  fingerprint: input.fingerprint ?? null,
});

/**
 * "E-mail me a sign-in link" for clients (issue 32): a link and a 6-digit code, single use, 15 minutes by the
 * firm's clock, good only in the browser that asked (its binding cookie). Every request answers the same;
 * one for an address that gets nothing still makes a (never e-mailed) link, so a typed code behaves alike.
 */
export function createEmailSignInService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  users: Pick<UsersService, 'findAccountByEmail' | 'findAccount'>;
  sessions: SessionOpening;
  secondFactor: Pick<SecondFactorService, 'challengeFor'>;
  mail: MailQueue;
  throttle: RequestThrottle;
  codes: CodeHasher;
  publicUrl: string;
}) {
  const { db, clock, users, throttle, codes } = deps;

  const trail = (
    trx: Db,
    client: ClientInfo,
    event: { action: 'SIGN_IN' | 'SIGN_IN_LINK_REQUEST'; ok: boolean; detail: string; user?: UserRow; email?: string },
  ) =>
    recordAuditEvent(trx, {
      action: event.action,
      result: event.ok ? 'OK' : 'DENIED',
      detail: event.detail,
      actorUserId: event.user?.id ?? null,
      tenantId: null,
      target: event.user ? `user:${event.user.id}` : `email:${(event.email ?? 'unknown').slice(0, 200)}`,
      ip: client.ip,
      userAgent: client.userAgent,
    });

  async function requireMethod() {
    if (!(await readClientSignInPolicy(db)).email_link) throw methodNotAllowed();
  }

  /** Why nothing is e-mailed to this account, or null when it gets a link. */
  async function refusal(trx: Db, user: UserRow | undefined): Promise<string | null> {
    if (!user) return 'UNKNOWN_ACCOUNT';
    if (user.status !== 'ACTIVE') return `ACCOUNT_${user.status}`;
    if ((await loadAccess(trx, user.id)).audience !== 'client') return 'NOT_A_CLIENT';
    const hourAgo = new Date(clock.now().getTime() - 3_600_000);
    if ((await countLinksOfUserSince(trx, user.id, hourAgo)) >= EMAIL_LINKS_PER_HOUR) return 'HOURLY_LIMIT';
    return null;
  }

  /** A new link for this browser (its older ones end), e-mailed when `user` may have one. */
  async function issue(user: UserRow | undefined, email: string, binding: string, client: ClientInfo) {
    await db.transaction().execute(async (trx) => {
      const bindingHash = hashToken(binding);
      await endOpenLinksOfBinding(trx, bindingHash);
      const why = await refusal(trx, user);
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      const code = codes.generate();
      await insertEmailLink(trx, {
        id,
        userId: why ? null : user!.id,
        tokenHash: hashToken(token),
        codeHash: codes.hash(id, code),
        bindingHash,
        expiresAt: new Date(clock.now().getTime() + EMAIL_SIGN_IN_TTL_MINUTES * 60_000),
      });
      if (!why) {
        await deps.mail.enqueue(trx, {
          to: user!.email,
          locale: user!.locale,
          template: 'email-sign-in',
          vars: {
            name: user!.name,
            link: appUrl(deps.publicUrl, signInLinkPath(token)),
            code,
            expiresInMinutes: EMAIL_SIGN_IN_TTL_MINUTES,
          },
          idempotencyKey: `email-sign-in:${id}`,
        });
      }
      await trail(trx, client, {
        action: 'SIGN_IN_LINK_REQUEST',
        ok: !why,
        detail: why ?? 'SENT',
        ...(user && !why ? { user } : { email }),
      });
    });
  }

  /** Waits out the rest of EMAIL_LINK_ANSWER_MS since `start`, so every answer takes about as long. */
  const answerNoSoonerThan = async (start: number) => {
    const left = EMAIL_LINK_ANSWER_MS - (performance.now() - start);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };

  /** The password throttle holds for the account here too: a blocked account is blocked whatever the way in. */
  async function throttleAccount(user: UserRow, client: ClientInfo) {
    const attempt = { emailKey: user.email.toLowerCase(), ip: client.ip, knownDevice: false };
    const verdict = await checkSignIn(db, attempt);
    if (verdict.allowed) return attempt;
    await trail(db, client, { action: 'SIGN_IN', ok: false, detail: 'THROTTLED', user });
    throw new RetryLaterError('Too many failed sign-ins; wait and try again', verdict.retryAfterSeconds);
  }

  /** After the link or code: a second step when the client has a factor (or the firm requires one), else in. */
  async function finish(user: UserRow, step: FirstStep, options: SignInOptions, client: ClientInfo) {
    const challenge = await deps.secondFactor.challengeFor(user.id, options, step);
    if (challenge) return challenge;
    const policy = await readClientSignInPolicy(db);
    if (policy.client_mfa_required && (await factorsOf(db, user.id)).email) {
      await trail(db, client, { action: 'SIGN_IN', ok: false, detail: 'NEEDS_OTHER_FACTOR', user });
      throw needsOtherFactor();
    }
    // No factor yet while the firm requires one: the session reaches only enrolment (as after a password).
    return deps.sessions.open({ user, method: step, ...options, rememberDevice: false, client });
  }

  /** The account behind a live link row, or undefined (unknown, a link that e-mailed nothing, not active). */
  async function accountOf(userId: string | null) {
    const user = userId ? await users.findAccount(userId) : undefined;
    return user?.status === 'ACTIVE' ? user : undefined;
  }

  return {
    /** What the login page may offer clients (the firm's choice; nothing about any one account). */
    async methods() {
      const { password, email_link, passkey } = await readClientSignInPolicy(db);
      return { password, email_link, passkey };
    },

    /** The same answer for every address; answers the binding this browser keeps (set as its cookie). */
    async request(email: string, currentBinding: string | undefined, client: ClientInfo) {
      const start = performance.now();
      await requireMethod();
      await throttle.take(EMAIL_SIGN_IN_THROTTLES.request, client.ip);
      const binding = bindingFor(currentBinding);
      const emailKey = email.trim().toLowerCase();
      await issue(await users.findAccountByEmail(emailKey), emailKey, binding, client);
      await answerNoSoonerThan(start);
      return binding;
    },

    /** A link opened in another browser: a new one for the same address, bound to this browser. Same answer always. */
    async renew(token: string, currentBinding: string | undefined, client: ClientInfo) {
      const start = performance.now();
      await requireMethod();
      await throttle.take(EMAIL_SIGN_IN_THROTTLES.request, client.ip);
      const binding = bindingFor(currentBinding);
      const link = await findEmailLinkByToken(db, hashToken(token));
      const user = link?.user_id ? await users.findAccount(link.user_id) : undefined;
      await issue(user, user?.email ?? 'unknown-link', binding, client);
      await answerNoSoonerThan(start);
      return binding;
    },

    async signInWithLink(
      input: TEmailLinkSignInRequest,
      binding: string | undefined,
      client: ClientInfo,
    ): Promise<TLoginResponse> {
      await requireMethod();
      await throttle.guard(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
      const link = await findEmailLinkByToken(db, hashToken(input.token));
      const user = await accountOf(link?.user_id ?? null);
      const live =
        link && !link.used_at && link.expires_at > clock.now() && link.failures < EMAIL_SIGN_IN_MAX_CODE_FAILURES;
      if (!link || !user || !live) {
        await throttle.record(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
        await trail(db, client, { action: 'SIGN_IN', ok: false, detail: 'EMAIL_LINK_EXPIRED', ...(user && { user }) });
        throw linkExpired();
      }
      // Not spent: the same link still works in the browser that asked for it.
      if (!binding || hashToken(binding) !== link.binding_hash) {
        await throttle.record(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
        await trail(db, client, { action: 'SIGN_IN', ok: false, detail: 'EMAIL_LINK_OTHER_BROWSER', user });
        throw otherBrowser();
      }
      await throttleAccount(user, client);
      if (!(await spendEmailLink(db, link.id))) throw linkExpired();
      return finish(user, 'EMAIL_LINK', optionsOf(input), client);
    },

    async signInWithCode(
      input: TEmailCodeSignInRequest,
      binding: string | undefined,
      client: ClientInfo,
    ): Promise<TLoginResponse> {
      await requireMethod();
      await throttle.guard(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
      const link = binding
        ? await findOpenLinkOfBinding(db, hashToken(binding), clock.now(), EMAIL_SIGN_IN_MAX_CODE_FAILURES)
        : undefined;
      if (!link) {
        await throttle.record(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
        throw codeExpired();
      }
      const user = await accountOf(link.user_id);
      const attempt = user ? await throttleAccount(user, client) : undefined;
      if (!codes.matches(link.code_hash, link.id, input.code) || !user) {
        // A link that e-mailed nothing counts its tries alike, so its answers match a real one's.
        const failures = await countEmailLinkFailure(db, link.id);
        await throttle.record(EMAIL_SIGN_IN_THROTTLES.failure, client.ip);
        if (attempt) await recordSignInFailure(db, attempt);
        await trail(db, client, { action: 'SIGN_IN', ok: false, detail: 'WRONG_EMAIL_CODE', ...(user && { user }) });
        const left = EMAIL_SIGN_IN_MAX_CODE_FAILURES - failures;
        throw left > 0 ? invalidCode(left) : codeExpired();
      }
      if (!(await spendEmailLink(db, link.id))) throw codeExpired();
      return finish(user, 'EMAIL_CODE', optionsOf(input), client);
    },
  };
}
export type EmailSignInService = ReturnType<typeof createEmailSignInService>;
