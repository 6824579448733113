import { MESSAGE_LIMITS } from '@ledgerport/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { messageForm, messagesWorld } from './messages.test-support.ts';

const ctx = useTestApp();

describe('messages', () => {
  it('starts a thread linked to a request with a PDF: the file lands in Messages as New', async () => {
    const w = await messagesWorld(ctx);
    const form = messageForm(
      { subject: 'About March', body: 'Here is the **statement**', link_kind: 'REQUEST', link_uuid: w.request.id },
      [{ name: 'march.pdf', content: '%PDF-1.4 march' }],
    );
    const started = await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, form);
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json();
    expect(thread).toMatchObject({
      subject: 'About March',
      link: { kind: 'REQUEST', uuid: w.request.id, label: 'March bank statement' },
      waiting_on_firm: true,
      last_message_side: 'CLIENT',
      last_message_preview: 'Here is the statement',
      unread_count: 0,
      can_write_internal: false,
    });
    const doc = await w.db
      .selectFrom('documents')
      .select(['folder', 'name', 'review_status'])
      .where('tenant_id', '=', w.tenant.id)
      .executeTakeFirstOrThrow();
    expect(doc).toEqual({ folder: 'Messages', name: 'march.pdf', review_status: 'NEW' });
    const page = await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${thread.uuid}/messages`);
    expect(page.statusCode).toBe(200);
    const [message] = page.json().data;
    expect(message.body_html).toBe('<p>Here is the <strong>statement</strong></p>');
    expect(message.attachments).toMatchObject([{ name: 'march.pdf' }]);
    // The link back from the request.
    const linked = await w.call(
      'admin',
      'GET',
      `tenants/${w.tenant.id}/threads?link_kind=REQUEST&link_uuid=${w.request.id}`,
    );
    expect(linked.json().data.map((t: { uuid: string }) => t.uuid)).toEqual([thread.uuid]);
    const events = await w.db
      .selectFrom('audit_events')
      .select(['action', 'result'])
      .where('action', 'in', ['MESSAGE_THREAD_START', 'FILE_UPLOAD'])
      .execute();
    expect(events.map((e) => `${e.action}:${e.result}`).sort()).toEqual(['FILE_UPLOAD:OK', 'MESSAGE_THREAD_START:OK']);
  });

  it('hides internal notes from the client everywhere', async () => {
    const w = await messagesWorld(ctx);
    const t = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Q', body: 'Question' })
    ).json();
    const base = `tenants/${w.tenant.id}/threads/${t.uuid}`;
    const first = (await w.call('client', 'GET', `${base}/messages`)).json().data[0];
    const note = await w.call('admin', 'POST', `${base}/messages`, { body: 'secret staff note', internal: true });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().internal).toBe(true);

    const list = (await w.call('client', 'GET', `tenants/${w.tenant.id}/threads`)).json().data[0];
    expect(list).toMatchObject({
      last_message_preview: 'Question',
      last_message_side: 'CLIENT',
      unread_count: 0,
      assignee: null,
    });
    const head = (await w.call('client', 'GET', base)).json();
    expect(head.last_message_preview).toBe('Question');
    const page = (await w.call('client', 'GET', `${base}/messages`)).json();
    expect(page.data.map((m: { uuid: string }) => m.uuid)).toEqual([first.uuid]);
    const after = (await w.call('client', 'GET', `${base}/messages?after=${first.uuid}`)).json();
    expect(after.data).toEqual([]);
    const unread = (await w.call('client', 'GET', 'message-threads/unread')).json();
    expect(unread.total).toBe(0);
    const search = (await w.call('client', 'GET', `tenants/${w.tenant.id}/threads?search=secret`)).json();
    expect(search.data).toEqual([]);
    // The note's id as a cursor or read mark: as if it did not exist.
    expect((await w.call('client', 'GET', `${base}/messages?after=${note.json().uuid}`)).statusCode).toBe(404);
    expect((await w.call('client', 'POST', `${base}/read`, { up_to: note.json().uuid })).statusCode).toBe(404);
    // Staff see it, and it is the staff preview.
    const staffHead = (await w.call('admin', 'GET', base)).json();
    expect(staffHead.last_message_preview).toBe('secret staff note');
    expect(staffHead.waiting_on_firm).toBe(true);
    // A client may not write one.
    const refused = await w.call('client', 'POST', `${base}/messages`, { body: 'x', internal: true });
    expect(refused.statusCode).toBe(403);
  });

  it('counts unread messages and keeps read marks; edit and delete only until the other side read it', async () => {
    const w = await messagesWorld(ctx);
    const t = (
      await w.call('admin', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Docs', body: 'Please send' })
    ).json();
    const base = `tenants/${w.tenant.id}/threads/${t.uuid}`;
    const unread = (await w.call('client', 'GET', 'message-threads/unread')).json();
    expect(unread).toEqual({ total: 1, by_tenant: [{ tenant_uuid: w.tenant.id, count: 1 }] });
    expect((await w.call('client', 'GET', base)).json().unread_count).toBe(1);
    const [msg] = (await w.call('admin', 'GET', `${base}/messages`)).json().data;
    expect(msg.can_change).toBe(true);
    // Edit before anyone read it.
    const edited = await w.call('admin', 'PATCH', `${base}/messages/${msg.uuid}`, { body: 'Please send *March*' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body_html: '<p>Please send <em>March</em></p>' });
    expect(edited.json().edited_at).not.toBeNull();
    // The client reads it: no more changes.
    expect((await w.call('client', 'POST', `${base}/read`, { up_to: msg.uuid })).statusCode).toBe(204);
    expect((await w.call('client', 'GET', 'message-threads/unread')).json().total).toBe(0);
    expect((await w.call('client', 'GET', base)).json().unread_count).toBe(0);
    const late = await w.call('admin', 'PATCH', `${base}/messages/${msg.uuid}`, { body: 'changed' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('MESSAGE_ALREADY_READ');
    expect((await w.call('admin', 'DELETE', `${base}/messages/${msg.uuid}`)).statusCode).toBe(409);
    // A reply nobody read yet can be deleted; someone else's cannot.
    const reply = (await w.call('client', 'POST', `${base}/messages`, { body: 'Sent it' })).json();
    expect((await w.call('partner', 'DELETE', `${base}/messages/${reply.uuid}`)).statusCode).toBe(403);
    expect((await w.call('client', 'DELETE', `${base}/messages/${reply.uuid}`)).statusCode).toBe(204);
    const head = (await w.call('admin', 'GET', base)).json();
    expect(head).toMatchObject({ last_message_side: 'FIRM', waiting_on_firm: false });
    // An internal note read by the client's mark is still changeable: clients never read notes.
    const note = (await w.call('admin', 'POST', `${base}/messages`, { body: 'note', internal: true })).json();
    const visible = (await w.call('admin', 'POST', `${base}/messages`, { body: 'visible' })).json();
    await w.call('client', 'POST', `${base}/read`, { up_to: visible.uuid });
    const msgs = (await w.call('admin', 'GET', `${base}/messages`)).json().data;
    expect(msgs.find((m: { uuid: string }) => m.uuid === note.uuid).can_change).toBe(true);
    expect(msgs.find((m: { uuid: string }) => m.uuid === visible.uuid).can_change).toBe(false);
  });

  it("counts a staff member's firm-wide unread conversations only up to the badge's cap", async () => {
    const w = await messagesWorld(ctx);
    await sql`insert into message_threads (tenant_id, subject, staff_last_seq, last_seq, staff_last_at, client_last_at)
      select ${w.tenant.id}, 'unread ' || g, 1, 1, now(), now() from generate_series(1, 120) g`.execute(w.db);
    const unread = (await w.call('processor', 'GET', 'message-threads/unread')).json();
    expect(unread).toEqual({ total: MESSAGE_LIMITS.unreadTotalCap + 1, by_tenant: [] });
  });

  it("removes a message with a reason ('remove messages'), keeping a trace", async () => {
    const w = await messagesWorld(ctx);
    const form = messageForm({ subject: 'Rude', body: 'bad words' }, [{ name: 'junk.pdf', content: '%PDF junk' }]);
    const t = (await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, form)).json();
    const base = `tenants/${w.tenant.id}/threads/${t.uuid}`;
    const [msg] = (await w.call('admin', 'GET', `${base}/messages`)).json().data;
    expect(msg.can_remove).toBe(true);
    expect((await w.call('processor', 'GET', `${base}/messages`)).json().data[0].can_remove).toBe(false);
    const refused = await w.call('processor', 'POST', `${base}/messages/${msg.uuid}/remove`, { reason: 'no' });
    expect(refused.statusCode).toBe(403);
    expect((await w.call('client', 'POST', `${base}/messages/${msg.uuid}/remove`, { reason: 'no' })).statusCode).toBe(
      403,
    );
    const noReason = await w.call('admin', 'POST', `${base}/messages/${msg.uuid}/remove`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const removed = await w.call('admin', 'POST', `${base}/messages/${msg.uuid}/remove`, { reason: 'Abusive' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      body_html: '',
      attachments: [],
      removed: { by: 'Ada Admin', reason: 'Abusive' },
      can_remove: false,
    });
    const clientView = (await w.call('client', 'GET', `${base}/messages`)).json().data[0];
    expect(clientView).toMatchObject({ body_html: '', removed: { reason: 'Abusive' } });
    expect((await w.call('client', 'GET', base)).json().last_message_preview).toBe('');
    const stored = await w.db
      .selectFrom('messages')
      .select(['body_source', 'body_text'])
      .where('id', '=', msg.uuid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body_source: '', body_text: '' });
    const events = await w.db
      .selectFrom('audit_events')
      .select(['result'])
      .where('action', '=', 'MESSAGE_REMOVE')
      .execute();
    // The processor and the client refused on the trail (the empty reason never reached the service).
    expect(events.map((e) => e.result).sort()).toEqual(['DENIED', 'DENIED', 'OK']);
  });

  it('assigns threads and filters the firm inbox', async () => {
    const w = await messagesWorld(ctx);
    const waiting = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, {
        subject: 'Payroll',
        body: 'the zebra question',
      })
    ).json();
    const answered = (
      await w.call('admin', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Hello', body: 'from us' })
    ).json();
    const beta = (
      await w.call('outsider', 'POST', `tenants/${w.other.id}/threads`, { subject: 'Beta', body: 'beta asks' })
    ).json();
    // Other tests' threads share the database: only this test's three count.
    const mine = new Set([waiting.uuid, answered.uuid, beta.uuid]);
    const ids = async (query: string) =>
      (await w.call('admin', 'GET', `message-threads${query}${query ? '&' : '?'}per_page=100`))
        .json()
        .data.map((t: { uuid: string }) => t.uuid)
        .filter((id: string) => mine.has(id))
        .sort();

    expect(await ids('')).toEqual([waiting.uuid, beta.uuid].sort());
    expect(await ids('?waiting=false')).toEqual([waiting.uuid, answered.uuid, beta.uuid].sort());
    expect(await ids(`?waiting=false&tenant_uuid=${w.other.id}`)).toEqual([beta.uuid]);
    expect(await ids('?search=zebr')).toEqual([waiting.uuid]);
    expect(await ids('?waiting=false&unread=true')).toEqual([waiting.uuid, beta.uuid].sort());

    const assign = (who: 'admin' | 'client', userId: string | null) =>
      w.call(who, 'PUT', `tenants/${w.tenant.id}/threads/${waiting.uuid}/assignee`, { user_uuid: userId });
    expect((await assign('client', w.admin.id)).statusCode).toBe(403);
    const notStaff = await assign('admin', w.client.id);
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.details[0].field).toBe('user_uuid');
    const assigned = await assign('admin', w.admin.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignee).toEqual({ uuid: w.admin.id, name: 'Ada Admin' });
    expect(
      (await w.call('client', 'GET', `tenants/${w.tenant.id}/threads/${waiting.uuid}`)).json().assignee,
    ).toBeNull();
    expect(await ids('?waiting=false&assignee=me')).toEqual([waiting.uuid]);
    expect(await ids('?waiting=false&assignee=none')).toEqual([answered.uuid, beta.uuid].sort());
    expect((await w.call('client', 'GET', 'message-threads')).statusCode).toBe(403);
  });

  it("refuses another company's thread, message and link ids as not found", async () => {
    const w = await messagesWorld(ctx);
    const a = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'A', body: 'alpha' })
    ).json();
    const b = (
      await w.call('outsider', 'POST', `tenants/${w.other.id}/threads`, { subject: 'B', body: 'beta' })
    ).json();
    const bMsg = (await w.call('outsider', 'GET', `tenants/${w.other.id}/threads/${b.uuid}/messages`)).json().data[0];
    // B's thread through A's company, A's thread for B's user.
    expect((await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${b.uuid}`)).statusCode).toBe(404);
    expect(
      (await w.call('client', 'POST', `tenants/${w.tenant.id}/threads/${b.uuid}/messages`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await w.call('outsider', 'GET', `tenants/${w.tenant.id}/threads/${a.uuid}`)).statusCode).toBe(404);
    expect(
      (await w.call('client', 'GET', `tenants/${w.tenant.id}/threads/${a.uuid}/messages?before=${bMsg.uuid}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await w.call('admin', 'POST', `tenants/${w.tenant.id}/threads/${a.uuid}/messages/${bMsg.uuid}/remove`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const link = await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, {
      subject: 'L',
      body: 'b',
      link_kind: 'REQUEST',
      link_uuid: w.otherRequest.id,
    });
    expect(link.statusCode).toBe(404);
    expect(await w.db.selectFrom('message_threads').select('id').where('subject', '=', 'L').execute()).toEqual([]);
  });

  it('refuses a bad file name, an 11th file and a too long body with nothing stored', async () => {
    const w = await messagesWorld(ctx);
    const t = (
      await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'Files', body: 'start' })
    ).json();
    const url = `tenants/${w.tenant.id}/threads/${t.uuid}/messages`;
    const before = await w.db.selectFrom('messages').select('id').execute();

    const badName = messageForm({ body: 'two files' }, [
      { name: 'good.pdf', content: '%PDF good' },
      { name: 'bad:name?.pdf', content: '%PDF bad' },
    ]);
    const refusedName = await w.call('client', 'POST', url, badName);
    expect(refusedName.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusedName.statusCode).toBeLessThan(500);

    const eleven = messageForm(
      { body: 'too many' },
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, content: `%PDF ${i}` })),
    );
    const refusedMany = await w.call('client', 'POST', url, eleven);
    expect(refusedMany.statusCode).toBe(400);
    expect(refusedMany.json().error.details[0].message).toBe('At most 10 files in one message');

    const long = messageForm({ body: 'x'.repeat(20_001) }, [{ name: 'ok.pdf', content: '%PDF ok' }]);
    const refusedLong = await w.call('client', 'POST', url, long);
    expect(refusedLong.statusCode).toBe(400);
    expect(refusedLong.json().error.details[0].message).toBe('A message may be at most 20,000 characters');
    expect((await w.call('client', 'POST', url, { body: '  ' })).json().error.details[0].message).toBe(
      'Write a message',
    );

    expect(await w.db.selectFrom('messages').select('id').execute()).toEqual(before);
    expect(await w.db.selectFrom('documents').select('name').where('tenant_id', '=', w.tenant.id).execute()).toEqual(
      [],
    );
    expect(await w.db.selectFrom('pending_uploads').select('id').execute()).toEqual([]);
  });

  it('renders script and HTML inert', async () => {
    const w = await messagesWorld(ctx);
    const body = '<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) see https://ok.test';
    const t = (await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: '<b>hi</b>', body })).json();
    const [m] = (await w.call('admin', 'GET', `tenants/${w.tenant.id}/threads/${t.uuid}/messages`)).json().data;
    expect(m.body_html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(m.body_html).toContain('&lt;script&gt;');
    expect(m.body_html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(m.body_html).toContain('<a href="https://ok.test" rel="noopener nofollow noreferrer" target="_blank">');
  });

  it('answers 403 FEATURE_DISABLED on every route while MESSAGES is off', async () => {
    const w = await messagesWorld(ctx);
    const t = (await w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'S', body: 'b' })).json();
    await w.db.updateTable('feature_settings').set({ status: 0 }).where('key', '=', 'MESSAGES').execute();
    try {
      const calls = [
        w.call('client', 'GET', `tenants/${w.tenant.id}/threads`),
        w.call('client', 'GET', `tenants/${w.tenant.id}/threads/${t.uuid}`),
        w.call('client', 'POST', `tenants/${w.tenant.id}/threads/${t.uuid}/messages`, { body: 'x' }),
        w.call('client', 'POST', `tenants/${w.tenant.id}/threads`, { subject: 'S', body: 'b' }),
        w.call('client', 'GET', 'message-threads/unread'),
        w.call('admin', 'GET', 'message-threads'),
        w.call('admin', 'GET', 'saved-replies'),
        w.call('admin', 'GET', 'settings/messages'),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json().error.code).toBe('FEATURE_DISABLED');
      }
    } finally {
      await w.db.updateTable('feature_settings').set({ status: 1 }).where('key', '=', 'MESSAGES').execute();
    }
  });

  it('keeps saved replies and the firm setting for staff', async () => {
    const w = await messagesWorld(ctx);
    const saved = await w.call('processor', 'POST', 'saved-replies', { title: 'Thanks', body: 'Thank you!' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().uuid;
    expect(
      (await w.call('processor', 'PUT', `saved-replies/${id}`, { title: 'Thanks', body: 'Many thanks' })).json().body,
    ).toBe('Many thanks');
    expect((await w.call('admin', 'GET', 'saved-replies')).json().data).toHaveLength(1);
    expect((await w.call('client', 'GET', 'saved-replies')).statusCode).toBe(403);
    expect((await w.call('admin', 'DELETE', `saved-replies/${id}`)).statusCode).toBe(204);
    expect((await w.call('admin', 'GET', 'settings/messages')).json()).toEqual({ client_emails_include_text: false });
    expect(
      (await w.call('processor', 'PUT', 'settings/messages', { client_emails_include_text: true })).statusCode,
    ).toBe(403);
    const changed = await w.call('admin', 'PUT', 'settings/messages', { client_emails_include_text: true });
    expect(changed.json()).toEqual({ client_emails_include_text: true });
    expect((await w.call('admin', 'GET', 'settings/messages')).json()).toEqual({ client_emails_include_text: true });
  });
});
