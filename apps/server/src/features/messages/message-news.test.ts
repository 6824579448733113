import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import type { MailMessage, MailQueue } from '../../platform/mail/mail-channel.ts';
import { renderMail, type MailTemplate, type MailVars } from '../../platform/mail/templates/render-mail.ts';
import { createClock } from '../../platform/time/clock.ts';
import { sendDueDigests } from '../notifications/digests/notification-digest.run.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import type { TMessagePosted } from './message-events.ts';
import { createMessageNews, type ThreadAudienceReader } from './message-news.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
const PUBLIC_URL = 'https://portal.example.test';
let serial = 0;

/** E-mails kept instead of queued, so each recipient's can be read (and rendered). */
function keptMail() {
  const sent: MailMessage<MailTemplate>[] = [];
  const mail = {
    enqueue: async (_db: unknown, m: MailMessage<MailTemplate>) => (sent.push(m), { id: 'x', queued: true }),
    wake: () => undefined,
  };
  return { sent, mail: mail as unknown as MailQueue };
}

/**
 * A company with two active users, a Processor responsible for it, an Admin assigned to the thread and a Processor
 * who wrote in it. The thread's facts come from a reader double (the conversation's tables are not on this branch).
 */
async function world(options: { assigned?: boolean; includeText?: boolean } = {}) {
  serial += 1;
  const tenant = await createTenant(db(), { name: `Dunn & Co ${serial}` });
  const ann = await createUser(db(), { name: 'Ann Client', tenantRoles: { [tenant.id]: 'TenantOwner' } });
  const bob = await createUser(db(), { name: 'Bob Client', tenantRoles: { [tenant.id]: 'TenantManager' } });
  const responsible = await createUser(db(), { name: 'Rita Responsible', staffRoles: ['Processor'] });
  const assignee = await createUser(db(), { name: 'Alan Assignee', staffRoles: ['Admin'] });
  const writer = await createUser(db(), { name: 'Wendy Writer', staffRoles: ['Processor'] });
  await db().updateTable('tenants').set({ responsible_staff_id: responsible.id }).where('id', '=', tenant.id).execute();
  const threadId = randomUUID();
  const threads: ThreadAudienceReader = async (_db, tenantId, id) =>
    tenantId === tenant.id && id === threadId
      ? { assigneeUserId: options.assigned === false ? null : assignee.id, staffAuthorIds: [writer.id, assignee.id] }
      : null;
  const { sent, mail } = keptMail();
  const clock = createClock('UTC');
  const news = createMessageNews({
    db: db(),
    mail,
    notifications: createNotificationsService({ db: db(), mail, clock }),
    publicUrl: PUBLIC_URL,
    threads,
    clientEmailsIncludeText: async () => options.includeText ?? false,
    replyTo: async (_trx, tenantId, id) => `reply-${tenantId.slice(0, 4)}-${id.slice(0, 4)}@in.example.test`,
  });
  const event = (over: Partial<TMessagePosted>): TMessagePosted => ({
    tenantId: tenant.id,
    threadId,
    messageId: randomUUID(),
    subject: 'March statements',
    authorUserId: ann.id,
    authorName: 'Ann Client',
    side: 'CLIENT',
    internal: false,
    bodyText: 'The secret figures are 42.',
    attachmentNames: [],
    viaEmail: null,
    ...over,
  });
  return { tenant, ann, bob, responsible, assignee, writer, threadId, sent, mail, clock, news, event };
}

const toldUsers = async (tenantId: string) =>
  (
    await db()
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'params', 'digest_due_at'])
      .where('tenant_id', '=', tenantId)
      .execute()
  ).sort((a, b) => a.user_id.localeCompare(b.user_id));

const rendered = (m: MailMessage<MailTemplate>) => renderMail(m.template, 'en', m.vars as MailVars[MailTemplate]);

describe('message news (issue 34)', () => {
  it("tells the thread's assignee of a client's message, in the app and by e-mail with its text; never the author", async () => {
    const w = await world();
    await w.news.posted(w.event({}));
    const told = await toldUsers(w.tenant.id);
    expect(told.map((n) => n.user_id)).toEqual([w.assignee.id]);
    expect(told[0]).toMatchObject({
      kind: 'MESSAGE_RECEIVED',
      params: {
        tenant_name: w.tenant.name,
        thread_uuid: w.threadId,
        subject: 'March statements',
        from: 'Ann Client',
        from_client: true,
        internal: false,
      },
      digest_due_at: null,
    });
    expect(w.sent.map((m) => m.to)).toEqual([w.assignee.email]);
    const mail = rendered(w.sent[0]!);
    expect(mail.subject).toBe('New message in "March statements" from Ann Client');
    expect(mail.text).toContain('The secret figures are 42.');
    expect(mail.text).toContain(`${PUBLIC_URL}/app/messages/${w.threadId}?company_uuid=${w.tenant.id}`);
    // Staff answer in the portal: their e-mail does not point replies at the thread.
    expect(w.sent[0]!.replyTo).toBeNull();
  });

  it("without an assignee, tells the company's responsible staff member", async () => {
    const w = await world({ assigned: false });
    await w.news.posted(w.event({}));
    expect((await toldUsers(w.tenant.id)).map((n) => n.user_id)).toEqual([w.responsible.id]);
  });

  it("tells the company's active users of a firm message, without its text unless the firm allows it", async () => {
    const w = await world();
    await w.news.posted(w.event({ side: 'FIRM', authorUserId: w.writer.id, authorName: 'Wendy Writer' }));
    const told = await toldUsers(w.tenant.id);
    expect(told.map((n) => n.user_id).sort()).toEqual([w.ann.id, w.bob.id].sort());
    expect(told[0]!.params).toMatchObject({ from_client: false, internal: false });
    expect(w.sent.map((m) => m.to).sort()).toEqual([w.ann.email, w.bob.email].sort());
    for (const m of w.sent) {
      const mail = rendered(m);
      expect(mail.subject).toMatch(/^New message in "March statements" from /);
      expect(mail.text).not.toContain('secret figures');
      expect(mail.text).toContain(`${PUBLIC_URL}/app/messages/${w.threadId}?company_uuid=${w.tenant.id}`);
      expect(m.replyTo).toBe(`reply-${w.tenant.id.slice(0, 4)}-${w.threadId.slice(0, 4)}@in.example.test`);
      expect(mail.text).toContain('You can also reply to this e-mail');
    }

    const open = await world({ includeText: true });
    await open.news.posted(open.event({ side: 'FIRM', authorUserId: open.writer.id, authorName: 'Wendy Writer' }));
    expect(open.sent).toHaveLength(2);
    for (const m of open.sent) expect(rendered(m).text).toContain('The secret figures are 42.');
  });

  it('tells only the assignee and staff who wrote of an internal note, never a client, never its author', async () => {
    const w = await world({ includeText: true });
    await w.news.posted(
      w.event({ side: 'FIRM', internal: true, authorUserId: w.writer.id, authorName: 'Wendy Writer' }),
    );
    const told = await toldUsers(w.tenant.id);
    expect(told.map((n) => n.user_id)).toEqual([w.assignee.id]);
    expect(told[0]!.params).toMatchObject({ internal: true, from: 'Wendy Writer' });
    expect(w.sent.map((m) => m.to)).toEqual([w.assignee.email]);
    expect(rendered(w.sent[0]!).text).toContain('This is an internal note');
    expect(w.sent.some((m) => m.to === w.ann.email || m.to === w.bob.email)).toBe(false);
  });

  it("follows each person's choice for messages: daily waits for the digest (and is in it), off sends no e-mail", async () => {
    const w = await world();
    await db()
      .insertInto('user_notification_preferences')
      .values([
        { user_id: w.ann.id, email: JSON.stringify({ messages: 'daily' }) },
        { user_id: w.bob.id, email: JSON.stringify({ messages: 'off' }) },
      ])
      .execute();
    await w.news.posted(w.event({ side: 'FIRM', authorUserId: w.writer.id, authorName: 'Wendy Writer' }));
    expect(w.sent).toEqual([]);
    const told = await toldUsers(w.tenant.id);
    // Both see it in the app; only Ann's waits for a digest.
    expect(told.find((n) => n.user_id === w.ann.id)!.digest_due_at).not.toBeNull();
    expect(told.find((n) => n.user_id === w.bob.id)!.digest_due_at).toBeNull();

    // The digest hour comes: Ann's digest lists the message, linked to her thread.
    w.clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
    await sendDueDigests({ db: db(), mail: w.mail, clock: w.clock, publicUrl: PUBLIC_URL });
    const digests = w.sent.filter((m) => m.template === 'notification-digest');
    expect(digests.map((m) => m.to)).toEqual([w.ann.email]);
    const digest = rendered(digests[0]!);
    expect(digest.text).toContain('New message in "March statements" from');
    expect(digest.text).toContain(`/app/messages/${w.threadId}?company_uuid=${w.tenant.id}`);
    expect(digest.text).not.toContain('secret figures');
  });
});
