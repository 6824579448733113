import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

/** Unauthenticated sign-in calls with input a prober would send: refused with a 4xx and a stable code, never 500. */
const ctx = useTestApp();
const post = (url: string, payload: string | object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

describe('malformed sign-in input', () => {
  it.each([
    ['/api/v1/auth/login/second-factor', { challenge: 'not-a-uuid', code: '123456' }],
    ['/api/v1/auth/passkey/sign-in', { challenge: 'not-a-uuid', passkey: { id: 'x' } }],
  ])('a challenge that is not a UUID, at %s: 400 naming the field', async (url, body) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.details.map((d: { field: string }) => d.field)).toEqual(['challenge']);
  });

  it.each([
    ['arrays 10,000 deep', `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)},"password":"x"}`],
    ['objects 4,000 deep', `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`],
  ])('JSON of %s (about 20 KB): 400 with a stable code', async (_, body) => {
    const response = await post('/api/v1/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'body', message: 'The request is nested too deeply' }],
    });
  });
});
