import { randomBytes } from 'node:crypto';
import { appUrl, notMePath, type TSignedIn } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import { allPermissions, loadAccess } from '../../platform/auth/access.ts';
import { mfaEnrolmentPending } from '../../platform/auth/mfa/enrolment-gate.ts';
import { insertTrustedDevice } from '../../platform/auth/mfa/trusted-devices.repo.ts';
import { insertSession } from '../../platform/auth/sessions.repo.ts';
import { hashToken } from '../../platform/auth/token-hash.ts';
import { recordSignInSuccessOf } from '../../platform/auth/sign-in-throttle.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { DB, UserRow } from '../../platform/db/schema.ts';
import type { ClientInfo } from '../../platform/http/client-info.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { unauthenticated } from '../../platform/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { browserSeenBefore, insertNewDeviceNotice } from './new-device-notices.repo.ts';
import { presentSessionUser } from './session-user.presenter.ts';

const HOUR = 3_600_000;
export const SESSION_TTL_MS = { standard: 12 * HOUR, rememberMe: 30 * 24 * HOUR };
export const TRUSTED_DEVICE_DAYS = 30;
const NOT_ME_LINK_DAYS = 14;

/** How the user proved who they are: the trail's `detail` of the SIGN_IN event. */
export type SignInMethod =
  | 'PASSWORD'
  | 'PASSWORD_AND_TOTP'
  | 'PASSWORD_AND_RECOVERY_CODE'
  | 'PASSWORD_AND_PASSKEY'
  | 'PASSWORD_AND_EMAIL_CODE'
  | 'PASSWORD_AND_SMS_CODE'
  | 'PASSWORD_ON_TRUSTED_DEVICE'
  | 'PASSKEY'
  // Issue 32: an e-mailed link, or its code typed in the browser that asked; alone or with a second factor.
  | 'EMAIL_LINK'
  | 'EMAIL_CODE'
  | `${'EMAIL_LINK' | 'EMAIL_CODE'}_AND_${'TOTP' | 'RECOVERY_CODE' | 'PASSKEY' | 'SMS_CODE'}`;

export type OpenSession = {
  user: UserRow;
  method: SignInMethod;
  rememberMe: boolean;
  fingerprint: string | null;
  /** Remember this browser for 30 days: no second factor here until then. */
  rememberDevice: boolean;
  client: ClientInfo;
};

export function createSessionOpening(deps: {
  db: Kysely<DB>;
  tokens: TokenService;
  users: Pick<UsersService, 'findAccount' | 'recordSignIn'>;
  mail: MailQueue;
  publicUrl: string;
  firmTimeZone: string;
}) {
  const { db, tokens, users, mail } = deps;

  async function describe(userId: string) {
    const user = await users.findAccount(userId);
    if (!user) throw unauthenticated();
    const access = await loadAccess(db, userId);
    return {
      user: presentSessionUser(user, access),
      permissions: allPermissions(access),
      mfa_enrolment_required: await mfaEnrolmentPending(db, access),
    };
  }

  /**
   * Tells the owner about a sign-in from a browser that never signed in to this account before, with a link
   * that ends every session if it was not them. Not on an account's very first sign-in (there is no "before").
   */
  async function noticeNewBrowser(open: OpenSession, sessionId: string) {
    const { user, fingerprint, client } = open;
    if (!user.last_sign_in_at) return;
    if (await browserSeenBefore(db, user.id, { fingerprint, userAgent: client.userAgent, ip: client.ip }, sessionId)) {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const notice = await insertNewDeviceNotice(db, {
      userId: user.id,
      sessionId,
      tokenHash: hashToken(token),
      days: NOT_ME_LINK_DAYS,
    });
    await mail.enqueue(db, {
      to: user.email,
      locale: user.locale,
      template: 'new-device-sign-in',
      vars: {
        name: user.name,
        device: client.userAgent ?? '—',
        ip: client.ip,
        at: new Date().toISOString(),
        timeZone: deps.firmTimeZone,
        link: appUrl(deps.publicUrl, notMePath(token)),
      },
      idempotencyKey: `new-device:${notice.id}`,
    });
  }

  return {
    describe,

    /** The end of every successful sign-in: the session, its token, the trail, and the owner told of a new browser. */
    async open(open: OpenSession): Promise<TSignedIn> {
      const { user, client } = open;
      await recordSignInSuccessOf(db, { emailKey: user.email.toLowerCase(), ip: client.ip });
      const ttl = open.rememberMe ? SESSION_TTL_MS.rememberMe : SESSION_TTL_MS.standard;
      const session = await insertSession(db, {
        userId: user.id,
        expiresAt: new Date(Date.now() + ttl),
        rememberMe: open.rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
        fingerprint: open.fingerprint,
      });
      await noticeNewBrowser(open, session.id);
      await users.recordSignIn(user.id);
      let trustedDevice: string | undefined;
      if (open.rememberDevice) {
        trustedDevice = randomBytes(32).toString('base64url');
        await insertTrustedDevice(db, {
          userId: user.id,
          tokenHash: hashToken(trustedDevice),
          userAgent: client.userAgent,
          ip: client.ip,
          days: TRUSTED_DEVICE_DAYS,
        });
      }
      await recordAuditEvent(db, {
        action: 'SIGN_IN',
        result: 'OK',
        detail: open.rememberMe ? `${open.method} REMEMBER_ME` : open.method,
        actorUserId: user.id,
        tenantId: null,
        target: `user:${user.id}`,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const token = await tokens.sign({ userId: user.id, sessionId: session.id }, session.expires_at);
      return {
        token,
        expires_at: session.expires_at.toISOString(),
        ...(trustedDevice ? { trusted_device: trustedDevice } : {}),
        ...(await describe(user.id)),
      };
    },
  };
}
export type SessionOpening = ReturnType<typeof createSessionOpening>;
