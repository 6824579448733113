import type { TMfaStatus, TRecoveryCodes, TSignedIn } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { challengeOf, codeFor, enrolTotp, loginRaw, me, secondStep, trailOf } from './mfa.test-support.ts';

// The firm's default: staff must have a second factor.
const ctx = useTestApp(undefined, { STAFF_MFA_REQUIRED: 'true' });

describe('two-step sign-in for staff (required by default)', () => {
  it('leads a staff member without a factor to enrolment and lets them reach nothing else first', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const signedIn = (await loginRaw(ctx, user.email)).json() as TSignedIn;
    expect(signedIn.mfa_enrolment_required).toBe(true);
    const headers = bearer(signedIn.token);

    const tenants = await ctx.app.inject({ method: 'GET', url: '/api/v1/tenants', headers });
    expect(tenants.statusCode).toBe(403);
    expect(tenants.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await me(ctx, signedIn.token)).mfa_enrolment_required).toBe(true);

    const setup = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/mfa/totp', headers });
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa/totp/confirm',
      headers,
      payload: { code: codeFor(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_SECOND_FACTOR');

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/mfa/totp/confirm',
      headers,
      payload: { code: codeFor(secret) },
    });
    const codes = (confirm.json() as TRecoveryCodes).recovery_codes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The same session now reaches everything its role allows.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/tenants', headers })).statusCode).toBe(200);
    expect((await trailOf(ctx, 'MFA_ENROL', `user:${user.id}`))[0]?.detail).toBe('TOTP');
  });

  it('asks for a code after the password, refuses a replayed or wrong one, and says nothing of which factor failed', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { secret } = await enrolTotp(ctx, user.email);

    const challenge = await challengeOf(ctx, user.email);
    expect(challenge.methods).toEqual(['totp', 'recovery_code']);
    // The code used to confirm the app (this step) is spent: the same code again is a replay.
    const replay = await secondStep(ctx, { challenge: challenge.challenge, code: codeFor(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('INVALID_SECOND_FACTOR');
    const wrongRecovery = await secondStep(ctx, { challenge: challenge.challenge, recovery_code: 'aaaaa-bbbbb' });
    expect(wrongRecovery.json().error).toMatchObject({
      code: 'INVALID_SECOND_FACTOR',
      message: replay.json().error.message,
    });

    const next = await secondStep(ctx, { challenge: challenge.challenge, code: codeFor(secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
    const signedIn = next.json() as TSignedIn;
    expect(signedIn.mfa_enrolment_required).toBe(false);
    // A challenge works once.
    const again = await secondStep(ctx, { challenge: challenge.challenge, code: codeFor(secret, 1) });
    expect(again.json().error.code).toBe('SIGN_IN_EXPIRED');

    const denied = (await trailOf(ctx, 'MFA_VERIFY', `user:${user.id}`)).filter((e) => e.result === 'DENIED');
    expect(denied.length).toBeGreaterThanOrEqual(1);
    expect((await trailOf(ctx, 'SIGN_IN', `user:${user.id}`))[0]?.detail).toBe('PASSWORD_AND_TOTP');
  });

  it('ends a challenge after five wrong codes and counts them with the password throttle', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { secret } = await enrolTotp(ctx, user.email);
    const { challenge } = await challengeOf(ctx, user.email);
    const right = codeFor(secret, 1);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await secondStep(ctx, { challenge, code: wrongCode })).statusCode).toBe(401);
    }
    const late = await secondStep(ctx, { challenge, code: right });
    expect(late.json().error.code).toBe('SIGN_IN_EXPIRED');
    // Five failures for this account from this address: the next password try waits.
    const throttled = await loginRaw(ctx, user.email);
    expect(throttled.statusCode).toBe(429);
  });

  it('accepts each recovery code once, even when two requests race with it', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { recoveryCodes } = await enrolTotp(ctx, user.email);
    const [first, second] = [await challengeOf(ctx, user.email), await challengeOf(ctx, user.email)];
    const code = recoveryCodes[0]!.toUpperCase();
    const answers = await Promise.all([
      secondStep(ctx, { challenge: first.challenge, recovery_code: code }),
      secondStep(ctx, { challenge: second.challenge, recovery_code: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const token = (answers.find((a) => a.statusCode === 200)!.json() as TSignedIn).token;
    const status = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/mfa', headers: bearer(token) })
    ).json() as TMfaStatus;
    expect(status.recovery_codes_left).toBe(9);
    expect((await trailOf(ctx, 'MFA_RECOVERY_CODE_USE', `user:${user.id}`)).map((e) => e.result)).toContain('OK');
  });

  it('remembers a device for 30 days when asked, until the user forgets it', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { secret } = await enrolTotp(ctx, user.email);
    const { challenge } = await challengeOf(ctx, user.email);
    const done = (
      await secondStep(ctx, { challenge, code: codeFor(secret, 1), rememberDevice: true })
    ).json() as TSignedIn;
    expect(done.trusted_device).toBeTruthy();

    const direct = (await loginRaw(ctx, user.email, { trustedDevice: done.trusted_device })).json() as TSignedIn;
    expect(direct.token).toBeTruthy();
    expect((await trailOf(ctx, 'SIGN_IN', `user:${user.id}`))[0]?.detail).toBe('PASSWORD_ON_TRUSTED_DEVICE');
    // Another user cannot use it.
    const other = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    await enrolTotp(ctx, other.email);
    await challengeOf(ctx, other.email, { trustedDevice: done.trusted_device });

    const status = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/mfa', headers: bearer(direct.token) })
    ).json() as TMfaStatus;
    expect(status.trusted_devices).toHaveLength(1);
    const forget = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/mfa/trusted-devices/${status.trusted_devices[0]!.id}`,
      headers: bearer(direct.token),
    });
    expect(forget.statusCode).toBe(204);
    await challengeOf(ctx, user.email, { trustedDevice: done.trusted_device });
  });

  it('refuses to remove the last factor while the firm requires one', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const { token } = await enrolTotp(ctx, user.email);
    const remove = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/mfa/totp', headers: bearer(token) });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.code).toBe('MFA_FACTOR_REQUIRED');
  });

  it("lets clients sign in with a password alone (the clients' setting is off by default)", async () => {
    const tenant = await createTenant(ctx.database.db);
    const client = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const signedIn = (await loginRaw(ctx, client.email)).json() as TSignedIn;
    expect(signedIn.mfa_enrolment_required).toBe(false);
    const files = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenants/${tenant.id}/files`,
      headers: bearer(signedIn.token),
    });
    expect(files.statusCode).toBe(200);
  });
});

describe("a SuperAdmin's reset and the firm's policy", () => {
  it("resets another user's factors: sessions end, the user is e-mailed, the trail says who", async () => {
    const db = ctx.database.db;
    const admin = await createUser(db, { staffRoles: ['SuperAdmin'] });
    const adminToken = (await enrolTotp(ctx, admin.email)).token;
    const user = await createUser(db, { staffRoles: ['Processor'] });
    const { token: userToken } = await enrolTotp(ctx, user.email);

    const processor = await createUser(db, { staffRoles: ['Admin'] });
    const adminOnly = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/mfa/reset`,
      headers: bearer((await enrolTotp(ctx, processor.email)).token),
    });
    expect(adminOnly.statusCode).toBe(403);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/mfa/reset`,
      headers: bearer(adminToken),
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(userToken) })).statusCode,
    ).toBe(401);
    const mail = await db
      .selectFrom('outbox_messages')
      .select('template')
      .where('to_address', '=', user.email)
      .where('template', '=', 'mfa-reset')
      .execute();
    expect(mail).toHaveLength(1);
    const [event] = await trailOf(ctx, 'MFA_RESET', `user:${user.id}`);
    expect(event?.actor_user_id).toBe(admin.id);
    // With no factor left, the next sign-in leads to enrolment again.
    expect(((await loginRaw(ctx, user.email)).json() as TSignedIn).mfa_enrolment_required).toBe(true);
  });

  it('lets only a SuperAdmin change the policy, with before → after on the trail', async () => {
    const db = ctx.database.db;
    const admin = await createUser(db, { staffRoles: ['SuperAdmin'] });
    const headers = bearer((await enrolTotp(ctx, admin.email)).token);
    const other = await createUser(db, { staffRoles: ['Admin'] });
    const otherHeaders = bearer((await enrolTotp(ctx, other.email)).token);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/firm-settings/mfa', headers: otherHeaders })).statusCode,
    ).toBe(403);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/firm-settings/mfa',
      headers,
      payload: { staff_mfa_required: true, client_mfa_required: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [event] = await trailOf(ctx, 'FIRM_SETTING_CHANGE', 'firm:mfa-policy');
    expect(event?.changes).toEqual({ client_mfa_required: { from: false, to: true } });

    // Clients are now led to enrol too.
    const tenant = await createTenant(db);
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    expect(((await loginRaw(ctx, client.email)).json() as TSignedIn).mfa_enrolment_required).toBe(true);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/firm-settings/mfa',
      headers,
      payload: { staff_mfa_required: true, client_mfa_required: false },
    });
  });
});

describe('a sign-in from a new browser', () => {
  it("e-mails the owner, and 'this wasn't me' ends every session, stops the password and sends a reset link", async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const newDeviceMails = () =>
      db
        .selectFrom('outbox_messages')
        .select(['text_body'])
        .where('to_address', '=', client.email)
        .where('template', '=', 'new-device-sign-in')
        .execute();

    // The first sign-in ever, then the same browser again: nothing to tell.
    await loginRaw(ctx, client.email, { fingerprint: 'browser-one' });
    await loginRaw(ctx, client.email, { fingerprint: 'browser-one' });
    expect(await newDeviceMails()).toHaveLength(0);

    const stranger = (await loginRaw(ctx, client.email, { fingerprint: 'browser-two' })).json() as TSignedIn;
    const mails = await newDeviceMails();
    expect(mails).toHaveLength(1);
    const token = /not-me\?token=([\w-]+)/.exec(mails[0]!.text_body)?.[1];
    expect(token).toBeTruthy();

    const report = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/not-me', payload: { token } });
    expect(report.statusCode, report.body).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(stranger.token) })).statusCode,
    ).toBe(401);
    expect((await loginRaw(ctx, client.email, { fingerprint: 'browser-two' })).statusCode).toBe(401);
    const resets = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', client.email)
      .where('template', '=', 'password-reset')
      .execute();
    expect(resets).toHaveLength(1);
    expect((await trailOf(ctx, 'NEW_DEVICE_REPORTED'))[0]?.actor_user_id).toBe(client.id);
    // The link works once.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/not-me', payload: { token } })).statusCode).toBe(
      410,
    );
  });
});

describe('a script on the API (no browser id)', () => {
  it('is known by its agent and address: signing in again does not e-mail the owner each time', async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const client = await createUser(db, { tenantRoles: { [tenant.id]: 'TenantOwner' } });
    for (let i = 0; i < 3; i++) expect((await loginRaw(ctx, client.email)).statusCode).toBe(200);
    const mails = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', client.email)
      .where('template', '=', 'new-device-sign-in')
      .execute();
    expect(mails).toHaveLength(0);
  });
});

describe('enrolment as a SuperAdmin first signs in', () => {
  it('gives the first sign-in of a required user a token that reaches only enrolment', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
    const token = await tokenFor(ctx.app, admin.email);
    const users = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: bearer(token) });
    expect(users.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    const status = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/mfa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ required: true, totp: false, passkeys: [] });
  });
});
