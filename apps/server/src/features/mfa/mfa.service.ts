import {
  appUrl,
  paths,
  SUPER_ADMIN_ROLE,
  type TMfaPolicy,
  type TMfaStatus,
  type TRecoveryCodes,
  type TTotpSetup,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { closeChallenge, findLatestOpenChallengeOf, insertChallenge } from '../../platform/auth/mfa/challenges.repo.ts';
import type { CodeHasher } from '../../platform/auth/code-hasher.ts';
import type { ColumnCipher } from '../../platform/secrets/column-crypto.ts';
import { mfaRequiredFor } from '../../platform/auth/mfa/enrolment-gate.ts';
import {
  addEmailCodeFactor,
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteEmailCodeFactor,
  deleteSmsCodeFactor,
  confirmSmsFactor,
  findSmsFactor,
  deletePasskey,
  deletePasskeys,
  deleteRecoveryCodes,
  deleteTotp,
  factorsOf,
  findTotp,
  insertPasskey,
  listPasskeys,
  replaceRecoveryCodes,
  upsertPendingTotp,
} from '../../platform/auth/mfa/factors.repo.ts';
import { readMfaPolicy, writeMfaPolicy } from '../../platform/auth/mfa/mfa-policy.repo.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../platform/auth/mfa/recovery-codes.ts';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from '../../platform/auth/mfa/totp.ts';
import {
  listTrustedDevices,
  revokeTrustedDevice,
  revokeTrustedDevicesOf,
} from '../../platform/auth/mfa/trusted-devices.repo.ts';
import type { WebAuthn } from '../../platform/auth/mfa/webauthn.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.repo.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { MailQueue } from '../../platform/mail/mail-channel.ts';
import { maskPhone } from '../../platform/sms/phone-mask.ts';
import type { SmsQueue } from '../../platform/sms/sms-channel.ts';
import type { UsersService } from '../users/users.service.ts';
import { createCodeFactorEnrolment, type CodeChannel } from './code-factor-enrolment.ts';

const REGISTRATION_TTL_SECONDS = 600;

const passkeyNotVerified = () =>
  new AppError(400, 'INVALID_SECOND_FACTOR', 'The passkey could not be verified; try again');
/**
 * The browser is at another address than PUBLIC_URL (an IP address, another host name or port): a passkey made
 * there would never work at the portal's own, and the browser refuses or the check fails with nothing to say why.
 */
const originMismatch = (portalOrigin: string) =>
  new AppError(400, 'PASSKEY_ORIGIN_MISMATCH', `Passkeys can only be added at ${portalOrigin}`, [
    { field: 'origin', message: portalOrigin },
  ]);
const wrongCode = () =>
  new AppError(400, 'INVALID_SECOND_FACTOR', 'The code is not correct', [
    { field: 'code', message: 'The code is not correct' },
  ]);

function requireSuperAdmin(principal: Principal) {
  if (!principal.access.staffRoles.includes(SUPER_ADMIN_ROLE)) throw forbidden();
}

/**
 * A user's own second factors (enrolment, removal, recovery codes, remembered devices), a SuperAdmin's reset of
 * someone else's, and the firm's policy. Every change is on the audit trail.
 */
export function createMfaService(deps: {
  db: Kysely<DB>;
  audited: Audited;
  webauthn: WebAuthn;
  users: Pick<UsersService, 'findAccount'>;
  mail: MailQueue;
  sms: SmsQueue;
  publicUrl: string;
  /** HMACs of the code that confirms codes by e-mail or SMS as a factor. */
  codes: CodeHasher;
  /** Encrypts and opens the stored TOTP secrets (platform/secrets/column-crypto.ts). */
  secretColumns: ColumnCipher;
}) {
  const { db, audited, webauthn, users } = deps;
  const codeFactor = createCodeFactorEnrolment({ db, codes: deps.codes, mail: deps.mail, sms: deps.sms, users });
  const CODE_FACTOR_DETAIL = { email: 'EMAIL_CODE', sms: 'SMS_CODE' } as const;

  const account = async (userId: string) => {
    const user = await users.findAccount(userId);
    if (!user) throw notFound('User');
    return user;
  };

  /** Ten new recovery codes with the user's first factor (none yet unused): the way back when the phone is lost. */
  async function codesWithFirstFactor(trx: Db, userId: string): Promise<TRecoveryCodes> {
    if ((await countUnusedRecoveryCodes(trx, userId)) > 0) return { recovery_codes: null };
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode));
    return { recovery_codes: codes };
  }

  /** Refuses to take away the last factor of a user the firm requires one of. */
  async function assertKeepsAFactor(
    principal: Principal,
    removing: 'totp' | 'passkey' | CodeChannel,
    passkeysLeft: number,
  ) {
    if (!(await mfaRequiredFor(db, principal.access))) return;
    const factors = await factorsOf(db, principal.access.userId);
    const left =
      (removing !== 'totp' && factors.totp) ||
      passkeysLeft > 0 ||
      (removing !== 'email' && factors.email) ||
      (removing !== 'sms' && factors.sms);
    if (!left) {
      throw new AppError(409, 'MFA_FACTOR_REQUIRED', 'The firm requires a second factor: add another one first');
    }
  }

  const own = (principal: Principal, action: Parameters<Audited>[1]['action']) => ({
    actor: auditActorOf(principal),
    subject: { action, tenantId: null, target: `user:${principal.access.userId}` },
  });

  return {
    async status(principal: Principal): Promise<TMfaStatus> {
      const userId = principal.access.userId;
      const [factors, passkeys, devices, codesLeft, required] = await Promise.all([
        factorsOf(db, userId),
        listPasskeys(db, userId),
        listTrustedDevices(db, userId),
        countUnusedRecoveryCodes(db, userId),
        mfaRequiredFor(db, principal.access),
      ]);
      return {
        required,
        totp: factors.totp,
        email_code: factors.email,
        sms_code: factors.sms ? maskPhone((await findSmsFactor(db, userId))?.phone ?? '') : null,
        recovery_codes_left: codesLeft,
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          created_at: p.created_at.toISOString(),
          last_used_at: p.last_used_at?.toISOString() ?? null,
        })),
        trusted_devices: devices.map((d) => ({
          id: d.id,
          user_agent: d.user_agent,
          ip: d.ip,
          created_at: d.created_at.toISOString(),
          last_used_at: d.last_used_at.toISOString(),
          expires_at: d.expires_at.toISOString(),
        })),
      };
    },

    /** A new secret to scan; it counts only once a code from it is confirmed. An app already set up stays. */
    async startTotp(principal: Principal): Promise<TTotpSetup> {
      const user = await account(principal.access.userId);
      const existing = await findTotp(db, deps.secretColumns, user.id);
      if (existing?.confirmed_at) throw new AppError(409, 'CONFLICT', 'An authenticator app is already set up');
      const secret = newTotpSecret();
      await upsertPendingTotp(db, deps.secretColumns, user.id, secret);
      const { otpauthUrl, qrCode } = await totpEnrolment(secret, user.email);
      return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
    },

    confirmTotp: (principal: Principal, code: string): Promise<TRecoveryCodes> => {
      const { actor, subject } = own(principal, 'MFA_ENROL');
      return audited(actor, subject, async (scope) => {
        scope.detail = 'TOTP';
        const userId = principal.access.userId;
        const pending = await findTotp(db, deps.secretColumns, userId);
        if (!pending || pending.confirmed_at)
          throw new AppError(409, 'CONFLICT', 'Start the authenticator set-up first');
        const step = acceptedTotpStep(pending.secret, code, null);
        if (step === undefined) throw wrongCode();
        return db.transaction().execute(async (trx) => {
          if (!(await claimTotpStep(trx, userId, step, true))) throw wrongCode();
          const codes = await codesWithFirstFactor(trx, userId);
          await scope.recordIn(trx);
          return codes;
        });
      });
    },

    removeTotp: (principal: Principal) => {
      const { actor, subject } = own(principal, 'MFA_REMOVE');
      return audited(actor, subject, async (scope) => {
        scope.detail = 'TOTP';
        const passkeys = await listPasskeys(db, principal.access.userId);
        await assertKeepsAFactor(principal, 'totp', passkeys.length);
        await deleteTotp(db, principal.access.userId);
      });
    },

    /**
     * Clients only: a code to the account's address, or texted to `phone`, which confirms codes by e-mail or
     * SMS as their factor.
     */
    startCodeFactor: (principal: Principal, channel: CodeChannel, phone?: string) =>
      codeFactor.start(principal, channel, phone),

    confirmCodeFactor: (principal: Principal, channel: CodeChannel, code: string): Promise<TRecoveryCodes> => {
      const { actor, subject } = own(principal, 'MFA_ENROL');
      return audited(actor, subject, async (scope) => {
        scope.detail = CODE_FACTOR_DETAIL[channel];
        const challenge = await codeFactor.check(principal, channel, code);
        return db.transaction().execute(async (trx) => {
          if (!(await closeChallenge(trx, challenge.id))) throw wrongCode();
          if (channel === 'email') await addEmailCodeFactor(trx, principal.access.userId);
          else if (!(await confirmSmsFactor(trx, principal.access.userId))) throw wrongCode();
          const codes = await codesWithFirstFactor(trx, principal.access.userId);
          await scope.recordIn(trx);
          return codes;
        });
      });
    },

    removeCodeFactor: (principal: Principal, channel: CodeChannel) => {
      const { actor, subject } = own(principal, 'MFA_REMOVE');
      return audited(actor, subject, async (scope) => {
        scope.detail = CODE_FACTOR_DETAIL[channel];
        const passkeys = await listPasskeys(db, principal.access.userId);
        await assertKeepsAFactor(principal, channel, passkeys.length);
        if (channel === 'email') await deleteEmailCodeFactor(db, principal.access.userId);
        else await deleteSmsCodeFactor(db, principal.access.userId);
      });
    },

    renewRecoveryCodes: (principal: Principal): Promise<TRecoveryCodes> => {
      const { actor, subject } = own(principal, 'MFA_RECOVERY_CODES_RENEW');
      return audited(actor, subject, async () => {
        const codes = newRecoveryCodes();
        await db
          .transaction()
          .execute((trx) => replaceRecoveryCodes(trx, principal.access.userId, codes.map(hashRecoveryCode)));
        return { recovery_codes: codes };
      });
    },

    /** `requestOrigin`: the browser's Origin header, when it sent one (an API client may not). */
    async passkeyRegistrationOptions(principal: Principal, requestOrigin: string | undefined) {
      if (requestOrigin && requestOrigin !== webauthn.origin) throw originMismatch(webauthn.origin);
      const user = await account(principal.access.userId);
      // A client's passkey is their whole sign-in, usernameless: it must be discoverable (a resident key).
      const options = await webauthn.registrationOptions(
        { id: user.id, email: user.email, name: user.name },
        await listPasskeys(db, user.id),
        principal.access.audience === 'client' ? 'required' : 'preferred',
      );
      await insertChallenge(db, {
        purpose: 'PASSKEY_REGISTRATION',
        userId: user.id,
        webauthnChallenge: options.challenge,
        ttlSeconds: REGISTRATION_TTL_SECONDS,
      });
      return { options: { ...options } };
    },

    registerPasskey: (principal: Principal, response: unknown, name: string): Promise<TRecoveryCodes> => {
      const { actor, subject } = own(principal, 'MFA_ENROL');
      return audited(actor, subject, async (scope) => {
        scope.detail = 'PASSKEY';
        const userId = principal.access.userId;
        const madeAt = webauthn.originOf(response);
        if (madeAt && madeAt !== webauthn.origin) throw originMismatch(webauthn.origin);
        const challenge = await findLatestOpenChallengeOf(db, userId, 'PASSKEY_REGISTRATION');
        const credential = challenge?.webauthn_challenge
          ? await webauthn.verifyRegistration(response, challenge.webauthn_challenge)
          : undefined;
        if (!challenge || !credential) {
          throw passkeyNotVerified();
        }
        return db.transaction().execute(async (trx) => {
          if (!(await closeChallenge(trx, challenge.id))) {
            throw passkeyNotVerified();
          }
          const inserted = await insertPasskey(trx, { ...credential, userId, name });
          // The same authenticator registered twice (or already another user's): refused, never moved.
          if (!inserted) throw new AppError(409, 'CONFLICT', 'This passkey is already registered');
          const codes = await codesWithFirstFactor(trx, userId);
          await scope.recordIn(trx);
          return codes;
        });
      });
    },

    removePasskey: (principal: Principal, id: string) => {
      const { actor, subject } = own(principal, 'MFA_REMOVE');
      return audited(actor, subject, async (scope) => {
        scope.detail = 'PASSKEY';
        const userId = principal.access.userId;
        const passkeys = await listPasskeys(db, userId);
        if (!passkeys.some((p) => p.id === id)) throw notFound('Passkey');
        await assertKeepsAFactor(principal, 'passkey', passkeys.length - 1);
        await deletePasskey(db, userId, id);
      });
    },

    forgetDevice: (principal: Principal, id: string) => {
      const { actor } = own(principal, 'TRUSTED_DEVICE_REVOKE');
      return audited(
        actor,
        { action: 'TRUSTED_DEVICE_REVOKE', tenantId: null, target: `trusted-device:${id}` },
        async () => {
          if (!(await revokeTrustedDevice(db, principal.access.userId, id))) throw notFound('Device');
        },
      );
    },

    /** A SuperAdmin removes another user's factors (a lost phone): every session ends, the user is e-mailed. */
    resetUser: (principal: Principal, userId: string) =>
      audited(
        auditActorOf(principal),
        { action: 'MFA_RESET', tenantId: null, target: `user:${userId}` },
        async (scope) => {
          requireSuperAdmin(principal);
          const user = await account(userId);
          await db.transaction().execute(async (trx) => {
            await deleteTotp(trx, userId);
            await deletePasskeys(trx, userId);
            await deleteEmailCodeFactor(trx, userId);
            await deleteSmsCodeFactor(trx, userId);
            await deleteRecoveryCodes(trx, userId);
            await revokeTrustedDevicesOf(trx, userId);
            await revokeUserSessions(trx, userId);
            await deps.mail.enqueue(trx, {
              to: user.email,
              locale: user.locale,
              template: 'mfa-reset',
              vars: { name: user.name, link: appUrl(deps.publicUrl, paths.login) },
              idempotencyKey: `mfa-reset:${userId}:${Date.now()}`,
            });
            await scope.recordIn(trx);
          });
        },
      ),

    async policy(principal: Principal): Promise<TMfaPolicy> {
      requireSuperAdmin(principal);
      return readMfaPolicy(db);
    },

    setPolicy: (principal: Principal, next: TMfaPolicy): Promise<TMfaPolicy> =>
      audited(
        auditActorOf(principal),
        { action: 'FIRM_SETTING_CHANGE', tenantId: null, target: 'firm:mfa-policy' },
        async (scope) => {
          requireSuperAdmin(principal);
          return db.transaction().execute(async (trx) => {
            const before = await readMfaPolicy(trx);
            await writeMfaPolicy(trx, next, principal.access.userId);
            scope.changes = diffChanges(before, next, ['staff_mfa_required', 'client_mfa_required']);
            await scope.recordIn(trx);
            return next;
          });
        },
      ),
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
