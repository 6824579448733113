import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { insertQueuedMessage } from '../../platform/mail/outbox-messages.repo.ts';

const ctx = useTestApp();
let superAdmin = '';

/** Stores `count` messages one after another (oldest first), as the mail queue would. */
async function seed(count: number, to: (i: number) => string, subject: (i: number) => string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = await insertQueuedMessage(ctx.database.db, {
      to: to(i),
      locale: 'en',
      template: 'invitation',
      subject: subject(i),
      text: `text ${i}`,
      html: `<p>html ${i}</p>`,
      idempotencyKey: `outbox-api-${to(i)}-${i}`,
    });
    ids.push(row!.id);
  }
  return ids;
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  const user = await createUser(ctx.database.db, { staffRoles: ['SuperAdmin'] });
  superAdmin = await tokenFor(ctx.app, user.email);
  await seed(
    25,
    (i) => `client${i}@acme.test`,
    (i) => `Invitation ${i}`,
  );
  await seed(
    3,
    (i) => `owner${i}@beta.test`,
    (i) => `Reset 100% of it ${i}`,
  );
});

describe('GET /api/v1/outbox', () => {
  it('is for SuperAdmins only: 401 without a token, 403 for an Admin and a Processor', async () => {
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    expect((await get('/api/v1/outbox')).statusCode).toBe(401);
    for (const user of [admin, processor]) {
      const refused = await get('/api/v1/outbox', await tokenFor(ctx.app, user.email));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await get('/api/v1/outbox', superAdmin)).statusCode).toBe(200);
  });

  it('answers the paged envelope, newest first, 20 to a page by default', async () => {
    const body = (await get('/api/v1/outbox', superAdmin)).json();

    expect(body).toMatchObject({ current_page: 1, last_page: 2, total: 28, from: 1, to: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ to_address: 'owner2@beta.test', subject: 'Reset 100% of it 2' });
    expect(body.data[3]).toMatchObject({ to_address: 'client24@acme.test', status: 'QUEUED', attempts: 0 });
    expect(body.data[0]).not.toHaveProperty('html_body');
    expect(body.data[0]).not.toHaveProperty('idempotency_key');
  });

  it('pages with per_page and page, and answers an empty page past the end', async () => {
    const second = (await get('/api/v1/outbox?per_page=10&page=3', superAdmin)).json();
    expect(second).toMatchObject({ current_page: 3, last_page: 3, total: 28, from: 21, to: 28 });
    expect(second.data.at(-1).to_address).toBe('client0@acme.test');

    const beyond = (await get('/api/v1/outbox?per_page=10&page=9', superAdmin)).json();
    expect(beyond).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 28, from: null, to: null });

    const refused = await get('/api/v1/outbox?per_page=7', superAdmin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('per_page');
  });

  it('searches the recipient and the subject, with % taken literally', async () => {
    const byRecipient = (await get('/api/v1/outbox?search=BETA.test', superAdmin)).json();
    expect(byRecipient.total).toBe(3);

    const bySubject = (await get('/api/v1/outbox?search=invitation%201', superAdmin)).json();
    expect(bySubject.data.map((m: { subject: string }) => m.subject).sort()).toEqual(
      ['Invitation 1', ...Array.from({ length: 10 }, (_, i) => `Invitation 1${i}`)].sort(),
    );

    expect((await get('/api/v1/outbox?search=100%25', superAdmin)).json().total).toBe(3);
    expect((await get('/api/v1/outbox?search=%25', superAdmin)).json().total).toBe(3);
    expect((await get('/api/v1/outbox?search=nobody', superAdmin)).json()).toMatchObject({
      data: [],
      total: 0,
      last_page: 1,
      from: null,
    });
  });

  it('narrows to one status', async () => {
    const [sentId] = await seed(
      1,
      () => 'sent@acme.test',
      () => 'Already sent',
    );
    await ctx.database.db.updateTable('outbox_messages').set({ status: 'SENT' }).where('id', '=', sentId!).execute();

    const sent = (await get('/api/v1/outbox?status=SENT', superAdmin)).json();
    expect(sent.data.map((m: { id: string }) => m.id)).toEqual([sentId]);
  });
});

describe('GET /api/v1/outbox/{id}', () => {
  it('shows one message with its text and HTML bodies to a SuperAdmin', async () => {
    const [id] = await seed(
      1,
      () => 'detail@acme.test',
      () => 'Details',
    );

    const response = await get(`/api/v1/outbox/${id}`, superAdmin);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      to_address: 'detail@acme.test',
      subject: 'Details',
      text_body: 'text 0',
      html_body: '<p>html 0</p>',
      status: 'QUEUED',
      sent_at: null,
    });
  });

  it('answers 404 for an unknown message and 403 for an Admin', async () => {
    const [id] = await seed(
      1,
      () => 'hidden@acme.test',
      () => 'Hidden',
    );
    const admin = await createUser(ctx.database.db, { staffRoles: ['Admin'] });

    const missing = await get('/api/v1/outbox/00000000-0000-4000-8000-000000000000', superAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await get(`/api/v1/outbox/${id}`, await tokenFor(ctx.app, admin.email))).statusCode).toBe(403);
    expect((await get(`/api/v1/outbox/${id}`)).statusCode).toBe(401);
  });
});
