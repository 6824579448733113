import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageReplies, TReplyByEmail } from '../messages/message-events.ts';
import { createInboundAddresses } from './inbound-addresses.service.ts';
import { CLIENT_DOMAIN, DOMAIN, pdf, sendTo, useInboundMailApp } from './inbound-mail.test-support.ts';

/**
 * Replies to a message thread's address (issue 34), through the real receiver on loopback. The conversation
 * itself is not on this branch: a double of MessageReplies stands in for it (the real one is wired at integration).
 */
const posted: TReplyByEmail[] = [];
let refusal: AppError | null = null;
const replies: MessageReplies = {
  async postFromEmail(reply) {
    if (refusal) throw refusal;
    posted.push(reply);
    return { messageId: randomUUID() };
  },
};

const ctx = useInboundMailApp(async () => ({ messageReplies: replies }));
const db = () => ctx.database.db;
const addresses = () => createInboundAddresses({ db: db(), domain: DOMAIN, requests: {} as never });

beforeEach(() => {
  posted.length = 0;
  refusal = null;
});

let serial = 0;
/** A company with a TenantOwner at client.test, a Processor, and one thread with its address. */
async function companyThread() {
  serial += 1;
  const tenant = await createTenant(db(), { name: `Thread Co ${serial}` });
  const owner = await createUser(db(), {
    name: 'Olga Owner',
    email: `olga.t${serial}@${CLIENT_DOMAIN}`,
    tenantRoles: { [tenant.id]: 'TenantOwner' },
  });
  const staff = await createUser(db(), { name: 'Sam Staff', staffRoles: ['Processor'] });
  const threadId = randomUUID();
  const address = (await addresses().threadReplyTo(db(), tenant.id, threadId))!;
  return { tenant, owner, staff, threadId, address };
}

const messagesOf = (tenantId: string) =>
  db().selectFrom('inbound_messages').selectAll().where('tenant_id', '=', tenantId).orderBy('received_at').execute();

const QUOTED = [
  'Yes, here are both statements.',
  '',
  'Olga',
  '',
  'On Mon, 3 Mar 2026 at 10:00, Harbourview CPA <portal@harbourview.test> wrote:',
  '> Could you send the March statements?',
  '> Thanks',
].join('\n');

describe('replies by e-mail to a message thread (issue 34)', () => {
  it("gives each thread one address at the inbound domain, the same on every ask, never another company's", async () => {
    const { tenant, threadId, address } = await companyThread();
    expect(address).toMatch(new RegExp(`^[a-z2-7]{24}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(await addresses().threadReplyTo(db(), tenant.id, threadId)).toBe(address);
    const other = await createTenant(db());
    expect(await addresses().threadReplyTo(db(), other.id, threadId)).toBeNull();
    const none = createInboundAddresses({ db: db(), domain: undefined, requests: {} as never });
    expect(await none.threadReplyTo(db(), tenant.id, threadId)).toBeNull();
  });

  it("posts a member's reply into the thread as them: the quote cut off, both attachments with it", async () => {
    const { tenant, owner, threadId, address } = await companyThread();
    const sent = await sendTo(ctx, {
      from: `Olga Owner <${owner.email}>`,
      to: address,
      subject: 'Re: March statements',
      text: QUOTED,
      attachments: [
        { filename: 'march-bank.pdf', content: pdf('bank'), contentType: 'application/pdf' },
        { filename: 'march-card.pdf', content: pdf('card'), contentType: 'application/pdf' },
      ],
    });
    expect(sent).toEqual({ accepted: true });
    expect(posted).toHaveLength(1);
    const reply = posted[0]!;
    expect(reply).toMatchObject({
      tenantId: tenant.id,
      threadId,
      senderAddress: owner.email,
      bodyText: 'Yes, here are both statements.\n\nOlga',
    });
    expect(reply.author.access.userId).toBe(owner.id);
    expect(
      reply.attachments.map((a) => [a.filename, a.contentType, a.content.equals(pdf(a.filename.slice(6, 10)))]),
    ).toEqual([
      ['march-bank.pdf', 'application/pdf', true],
      ['march-card.pdf', 'application/pdf', true],
    ]);
    expect(await messagesOf(tenant.id)).toEqual([
      expect.objectContaining({ outcome: 'POSTED', thread_id: threadId, sender_user_id: owner.id, file_count: 2 }),
    ]);
  });

  it("holds a stranger's reply with its text; staff accept it into the thread, noted as the stranger's", async () => {
    const { tenant, staff, threadId, address } = await companyThread();
    const stranger = `stranger.t${serial}@${CLIENT_DOMAIN}`;
    const sent = await sendTo(ctx, {
      from: stranger,
      to: address,
      subject: 'Re: March statements',
      text: 'I am the new bookkeeper.\n\n-----Original Message-----\nFrom: portal',
      attachments: [{ filename: 'ledger.pdf', content: pdf('ledg') }],
    });
    expect(sent).toEqual({ accepted: true });
    expect(posted).toEqual([]);
    const [held] = await messagesOf(tenant.id);
    expect(held).toMatchObject({
      outcome: 'HELD',
      hold_reason: 'UNKNOWN_SENDER',
      thread_id: threadId,
      body_text: 'I am the new bookkeeper.',
    });

    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/inbound-mail/held/${held!.id}/accept`,
      headers: bearer(await tokenFor(ctx.app, staff.email)),
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ uuid: held!.id, outcome: 'ACCEPTED', paths: [] });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      tenantId: tenant.id,
      threadId,
      senderAddress: stranger,
      bodyText: 'I am the new bookkeeper.',
    });
    expect(posted[0]!.author.access.userId).toBe(staff.id);
    expect(posted[0]!.attachments.map((a) => a.filename)).toEqual(['ledger.pdf']);
    expect((await messagesOf(tenant.id))[0]).toMatchObject({ outcome: 'ACCEPTED' });
  });

  it("never lets a member of one company reach another company's thread through its address", async () => {
    const mine = await companyThread();
    const theirs = await companyThread();
    const sent = await sendTo(ctx, {
      from: mine.owner.email,
      to: theirs.address,
      subject: 'Re: Their thread',
      text: 'Let me in.',
    });
    expect(sent).toEqual({ accepted: true });
    expect(posted).toEqual([]);
    expect(await messagesOf(mine.tenant.id)).toEqual([]);
    expect(await messagesOf(theirs.tenant.id)).toEqual([
      expect.objectContaining({ outcome: 'HELD', hold_reason: 'UNKNOWN_SENDER', thread_id: theirs.threadId }),
    ]);
  });

  it('bounces politely what the conversation refuses (a 4xx), posting nothing; a reply with nothing in it too', async () => {
    const { tenant, owner, address } = await companyThread();
    refusal = new AppError(422, 'VALIDATION_ERROR', 'Too long');
    expect(await sendTo(ctx, { from: owner.email, to: address, subject: 'Long story', text: 'Once upon…' })).toEqual({
      accepted: true,
    });
    refusal = null;
    expect(await sendTo(ctx, { from: owner.email, to: address, subject: 'Empty', text: '> only a quote' })).toEqual({
      accepted: true,
    });
    expect(posted).toEqual([]);
    expect((await messagesOf(tenant.id)).map((m) => m.outcome)).toEqual(['BOUNCED', 'BOUNCED']);
    const bounces = await db()
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body'])
      .where('template', '=', 'inbound-bounce')
      .where('to_address', '=', owner.email)
      .orderBy('seq')
      .execute();
    expect(bounces.map((b) => b.subject)).toEqual(['Not received: Long story', 'Not received: Empty']);
    expect(bounces[0]!.text_body).toContain('it could not be added to the conversation');
  });
});
