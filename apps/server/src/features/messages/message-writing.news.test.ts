import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createAudited } from '../../platform/audit/audited.ts';
import { loadAccess } from '../../platform/auth/access.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import type { TMessagePosted } from './message-events.ts';
import { createMessageWritingService } from './message-writing.service.ts';
import { messagesWorld } from './messages.test-support.ts';

const ctx = useTestApp();

/** The writing service on its own, with a news queue that records (or fails) and no file storage. */
async function writingWith(enqueue: (event: TMessagePosted) => Promise<void>) {
  const db = ctx.database.db;
  const log = { error: vi.fn() };
  let woken = 0;
  const writing = createMessageWritingService({
    db,
    audited: createAudited(db, log),
    uploads: { storeUploads: () => Promise.reject(new Error('no files in these tests')) },
    news: { enqueue: (_trx, event) => enqueue(event), wake: () => (woken += 1) },
  });
  return { writing, woken: () => woken };
}

const principal = async (userId: string): Promise<Principal> => ({
  access: await loadAccess(ctx.database.db, userId),
  sessionId: 'test',
  client: { ip: '127.0.0.1', userAgent: 'test' },
  mfaEnrolmentPending: false,
});

describe("a message's news", () => {
  it('is queued with the message and woken after its commit, an internal note marked internal', async () => {
    const w = await messagesWorld(ctx);
    const events: TMessagePosted[] = [];
    const { writing, woken } = await writingWith(async (event) => {
      events.push(event);
    });
    const t = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'News', body: 'hi' })
    ).json();
    await writing.post(await principal(w.admin.id), w.tenant.id, t.uuid, {
      kind: 'json',
      body: { body: 'a **note**', internal: true },
    });
    expect(events).toEqual([
      expect.objectContaining({
        tenantId: w.tenant.id,
        threadId: t.uuid,
        subject: 'News',
        authorName: 'Ada Admin',
        side: 'FIRM',
        internal: true,
        bodyText: 'a note',
        attachmentNames: [],
        viaEmail: null,
      }),
    ]);
    expect(woken()).toBe(1);
  });

  it('is part of the message: when it cannot be queued, the message is not stored either', async () => {
    const w = await messagesWorld(ctx);
    const { writing, woken } = await writingWith(() => Promise.reject(new Error('queue down')));
    const t = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Queue', body: 'first' })
    ).json();
    const posting = writing.post(await principal(w.admin.id), w.tenant.id, t.uuid, {
      kind: 'json',
      body: { body: 'never stored' },
    });
    await expect(posting).rejects.toThrow('queue down');
    expect(woken()).toBe(0);
    const page = (await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${t.uuid}/messages`)).json();
    expect(page.data.map((m: { body_html: string }) => m.body_html)).toEqual(['<p>first</p>']);
    const head = (await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${t.uuid}`)).json();
    expect(head).toMatchObject({ last_message_preview: 'first', last_message_side: 'CLIENT' });
  });

  it('is queued for e-mailed replies, posted as the sender; a refused reply queues none', async () => {
    const w = await messagesWorld(ctx);
    const events: TMessagePosted[] = [];
    const { writing } = await writingWith(async (event) => {
      events.push(event);
    });
    const t = (
      await w.call('admin', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Mail', body: 'asking' })
    ).json();
    const { messageId } = await writing.replies.postFromEmail({
      tenantId: w.tenant.id,
      threadId: t.uuid,
      author: await principal(w.client.id),
      senderAddress: w.client.email,
      bodyText: 'answer by mail',
      attachments: [],
    });
    expect(events).toEqual([expect.objectContaining({ messageId, side: 'CLIENT', viaEmail: w.client.email })]);
    const page = (await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${t.uuid}/messages`)).json();
    expect(page.data.at(-1)).toMatchObject({
      uuid: messageId,
      via_email: w.client.email,
      author: { uuid: w.client.id, side: 'CLIENT' },
      body_html: '<p>answer by mail</p>',
    });
    // Same rules as the portal: an empty reply or another company's thread is refused.
    const empty = writing.replies.postFromEmail({
      tenantId: w.tenant.id,
      threadId: t.uuid,
      author: await principal(w.client.id),
      senderAddress: w.client.email,
      bodyText: '  ',
      attachments: [],
    });
    await expect(empty).rejects.toMatchObject({ statusCode: 400 });
    const stranger = writing.replies.postFromEmail({
      tenantId: w.tenant.id,
      threadId: t.uuid,
      author: await principal(w.outsider.id),
      senderAddress: w.outsider.email,
      bodyText: 'hello',
      attachments: [],
    });
    await expect(stranger).rejects.toMatchObject({ statusCode: 404 });
    expect(events).toHaveLength(1);
  });
});
