import type { TActiveSession } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';

const ctx = useTestApp();

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function signIn(email: string, userAgent: string, ip: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: 'Correct-Horse-9!', rememberMe: false },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

const listSessions = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(token) });
const endSession = (token: string, sessionId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${sessionId}`, headers: bearer(token) });
const sessionsOf = async (token: string): Promise<TActiveSession[]> => (await listSessions(token)).json().data;
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('active sessions', () => {
  it("lists the caller's live devices, most recently seen first, marking this one", async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const laptop = await signIn(user.email, CHROME_ON_WINDOWS, '203.0.113.7');
    await signIn(user.email, 'Mozilla/5.0 (iPhone) Safari', '198.51.100.2');
    const revoked = await tokenFor(ctx.app, user.email);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(revoked) });
    await tokenFor(ctx.app, user.email);
    // The last sign-in has expired. The laptop was seen 30 s ago, too recently for this request to touch it
    // again; the phone just now.
    const db = ctx.database.db;
    const ofUser = db.updateTable('sessions').where('user_id', '=', user.id);
    await ofUser
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ip', '=', '127.0.0.1')
      .execute();
    await ofUser
      .set({ last_seen_at: new Date(Date.now() - 30_000) })
      .where('ip', '=', '203.0.113.7')
      .execute();
    await ofUser.set({ last_seen_at: new Date() }).where('ip', '=', '198.51.100.2').execute();

    const listed = await sessionsOf(laptop);

    expect(listed.map((s) => [s.ip, s.current])).toEqual([
      ['198.51.100.2', false],
      ['203.0.113.7', true],
    ]);
    expect(listed[1]).toMatchObject({ user_agent: CHROME_ON_WINDOWS });
    expect(Date.parse(listed[1]!.expires_at)).toBeGreaterThan(Date.now());
  });

  it('signs another device out: that token is refused on its very next request', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const laptop = await signIn(user.email, CHROME_ON_WINDOWS, '203.0.113.7');
    const phone = await signIn(user.email, 'Mozilla/5.0 (iPhone) Safari', '198.51.100.2');
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;

    expect((await endSession(laptop, phoneSession.id)).statusCode).toBe(204);

    expect((await me(phone)).statusCode).toBe(401);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneSession.id);
    expect((await endSession(laptop, phoneSession.id)).statusCode).toBe(404);
  });

  it('signing out the current device is a sign-out', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    const [current] = await sessionsOf(token);

    expect((await endSession(token, current!.id)).statusCode).toBe(204);
    expect((await listSessions(token)).statusCode).toBe(401);
  });

  it("a user neither sees nor ends another user's sessions, and an unknown id is 404", async () => {
    const alice = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const bob = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const aliceToken = await tokenFor(ctx.app, alice.email);
    const bobToken = await tokenFor(ctx.app, bob.email);
    const [bobSession] = await sessionsOf(bobToken);

    expect((await sessionsOf(aliceToken)).map((s) => s.id)).not.toContain(bobSession!.id);
    const refused = await endSession(aliceToken, bobSession!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    expect((await me(bobToken)).statusCode).toBe(200);
    expect((await endSession(aliceToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('needs a live session: none, or a disabled user, is refused', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/sessions' })).statusCode).toBe(401);

    const user = await createUser(ctx.database.db, { staffRoles: ['Processor'] });
    const token = await tokenFor(ctx.app, user.email);
    await ctx.database.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', user.id).execute();
    expect((await listSessions(token)).statusCode).toBe(401);
  });
});
