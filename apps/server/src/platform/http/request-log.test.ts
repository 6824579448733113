import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest, SLOW_REQUEST_MS, type LogSettings } from './request-log.ts';

/** A server with the portal's logger and request lines, at LOG_LEVEL=info, whose output the test reads. */
async function serverLogging(logFormat: LogSettings['logFormat']) {
  let output = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions({ logLevel: 'info', logFormat }, destination),
    logController: new OneLinePerRequest(logFormat),
  });
  app.get('/api/v1/notifications/unread-count', async () => ({ unread: 0 }));
  app.get('/api/v1/reports/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return { ok: true };
  });
  app.post('/api/v1/tenants', async (_request, reply) => reply.status(201).send({ uuid: 'x' }));
  app.delete('/api/v1/tenants/x', async (_request, reply) => reply.status(204).send());
  app.get('/api/v1/tenants/forbidden', async (_request, reply) => reply.status(403).send({}));
  app.get('/api/v1/broken', async () => {
    throw new Error('a bug of ours');
  });
  app.get('/app/assets/index.js', async () => 'console.log(1)');
  await app.ready();
  return { app, lines: () => output.split('\n').filter(Boolean) };
}

describe('the request lines an operator reads (LOG_FORMAT=text, LOG_LEVEL=info)', () => {
  it("says changes, refusals, failures and slow reads, and keeps the bell's polling off the terminal", async () => {
    const { app, lines } = await serverLogging('text');
    // Three tabs polling the bell, twice each: six successful reads.
    for (let poll = 0; poll < 6; poll++) await app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count' });
    await app.inject({ method: 'POST', url: '/api/v1/tenants', payload: {} });
    await app.inject({ method: 'DELETE', url: '/api/v1/tenants/x' });
    await app.inject({ method: 'GET', url: '/api/v1/tenants/forbidden' });
    await app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    await app.inject({ method: 'GET', url: '/api/v1/broken' });
    await app.inject({ method: 'GET', url: '/api/v1/reports/slow' });
    await app.inject({ method: 'GET', url: '/app/assets/index.js' });
    await app.close();

    const requestLines = lines().filter((line) => / \d+ ms$/.test(line));
    expect(requestLines.map((line) => line.replace(/^\[[\d:]+\] /, '').replace(/ \d+ ms$/, ''))).toEqual([
      'INFO: POST /api/v1/tenants 201',
      'INFO: DELETE /api/v1/tenants/x 204',
      'INFO: GET /api/v1/tenants/forbidden 403',
      'INFO: GET /api/v1/nowhere 404',
      'INFO: GET /api/v1/broken 500',
      'INFO: GET /api/v1/reports/slow 200',
    ]);
    expect(lines().join('\n')).not.toContain('unread-count');
  });

  it('LOG_FORMAT=json keeps every API request for a log collector', async () => {
    const { app, lines } = await serverLogging('json');
    await app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count' });
    await app.inject({ method: 'POST', url: '/api/v1/tenants', payload: {} });
    await app.inject({ method: 'GET', url: '/app/assets/index.js' });
    await app.close();

    const requests = lines()
      .map((line) => JSON.parse(line) as { url?: string; statusCode?: number; level: number })
      .filter((entry) => entry.url);
    expect(requests.map(({ url, statusCode, level }) => ({ url, statusCode, level }))).toEqual([
      { url: '/api/v1/notifications/unread-count', statusCode: 200, level: 30 },
      { url: '/api/v1/tenants', statusCode: 201, level: 30 },
    ]);
  });
});
