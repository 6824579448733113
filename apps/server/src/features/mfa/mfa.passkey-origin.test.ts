import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { trailOf } from './mfa.test-support.ts';

const PORTAL = 'https://portal.example.test';
const ctx = useTestApp(undefined, { PUBLIC_URL: `${PORTAL}/` });

const options = (token: string, origin?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/mfa/passkeys/options',
    headers: { ...bearer(token), ...(origin ? { origin } : {}) },
  });

/** What a browser answers after creating a passkey at `origin` (clientDataJSON says where it was). */
const createdAt = (origin: string, challenge: string) => ({
  id: 'Y3JlZGVudGlhbC0x',
  rawId: 'Y3JlZGVudGlhbC0x',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin })).toString('base64url'),
    attestationObject: 'o2NmbXRkbm9uZQ',
  },
});

const register = (token: string, passkey: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/mfa/passkeys',
    headers: bearer(token),
    payload: { passkey, name: 'Laptop' },
  });

const mismatch = {
  code: 'PASSKEY_ORIGIN_MISMATCH',
  details: [{ field: 'origin', message: PORTAL }],
};

describe('a passkey added from an address other than PUBLIC_URL', () => {
  it('is refused at the start with PASSKEY_ORIGIN_MISMATCH naming the portal address', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(ctx.app, user.email);

    for (const elsewhere of [
      'http://192.168.1.20:3000',
      'https://portal.example.test:8443',
      'http://portal.example.test',
    ]) {
      const answer = await options(token, elsewhere);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error).toMatchObject(mismatch);
    }
    // From the portal's own address (and from a client that sends no Origin, such as a script) it starts.
    expect((await options(token, PORTAL)).statusCode).toBe(200);
    expect((await options(token)).statusCode).toBe(200);
  });

  it("is refused with the same code when the browser's answer was made elsewhere, and nothing is stored", async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(ctx.app, user.email);
    const started = await options(token, PORTAL);
    const challenge = started.json().options.challenge as string;

    const answer = await register(token, createdAt('http://localhost:5173', challenge));

    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toMatchObject(mismatch);
    const stored = await ctx.database.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([]);
    expect((await trailOf(ctx, 'MFA_ENROL', `user:${user.id}`))[0]).toMatchObject({
      detail: 'PASSKEY_ORIGIN_MISMATCH',
    });
  });

  it('still answers an answer from the right address that does not verify as before', async () => {
    const user = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const token = await tokenFor(ctx.app, user.email);
    const challenge = (await options(token, PORTAL)).json().options.challenge as string;

    const answer = await register(token, createdAt(PORTAL, challenge));

    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('INVALID_SECOND_FACTOR');
  });
});
