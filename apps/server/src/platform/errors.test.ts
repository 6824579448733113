import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

const ctx = useTestApp((app: FastifyInstance) => {
  app.get('/probe/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });
});

describe('the one error shape', () => {
  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('hides what went wrong inside a 500 from the client', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/probe/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('answers an unknown API route with 404 NOT_FOUND and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});
