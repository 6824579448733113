import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WithdrawnBeforeCommit } from '../outbound/outbound-channel.ts';
import { insertQueuedMessage } from './outbox-messages.repo.ts';
import { MAIL_QUEUE } from './mail-channel.ts';
import {
  mimeParts,
  outboxRow,
  resetMessage,
  startSmtpPeer,
  useMailPlatform,
  type SmtpPeer,
} from './mail.test-support.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

let peer: SmtpPeer;
let refusingPeer: SmtpPeer;
let holdingPeer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  refusingPeer = await startSmtpPeer({ rejectRecipients: true });
  holdingPeer = await startSmtpPeer();
});
afterAll(async () => {
  await peer?.close();
  await refusingPeer?.close();
  await holdingPeer?.close();
});

// The mailer is created once the peer listens (the platform's beforeAll runs after the one above).
const ctx = useMailPlatform({ mailer: () => createSmtpMailer(peer.url, 'Ledgerport Test <no-reply@ledgerport.test>') });
const waitUntil = (assertion: () => Promise<void> | void) => vi.waitFor(assertion, { timeout: 20_000, interval: 100 });
const receivedBy = (address: string) => peer.received.filter((m) => m.to.includes(address));

describe('mail through SMTP', () => {
  it('delivers to the SMTP server with the recipient, subject and both parts, then records SENT', async () => {
    const { id } = await ctx.platform.mail.enqueue(ctx.database.db, resetMessage('smtp-1', 'grace@client.test'));

    await waitUntil(async () => expect((await outboxRow(ctx, id))?.status).toBe('SENT'));
    const [mail, ...more] = receivedBy('grace@client.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ user: 'tester', from: 'no-reply@ledgerport.test', to: ['grace@client.test'] });
    const { headers, text, html } = mimeParts(mail!.raw);
    expect(headers).toMatch(/^Subject: Reset your Ledgerport password$/m);
    expect(headers).toMatch(/^From: Ledgerport Test <no-reply@ledgerport.test>$/m);
    expect(headers).toMatch(new RegExp(`^Message-ID: <${id}@ledgerport.test>$`, 'im'));
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('https://portal.example.test/app/reset?token=smtp-1');
    expect(html).toContain('<a href="https://portal.example.test/app/reset?token=smtp-1"');
    expect(await outboxRow(ctx, id)).toMatchObject({ attempts: 1, delivered_via: 'smtp', last_error: null });
  });

  it("sends from the firm's sender name at the server's own address once the firm has set one", async () => {
    const db = ctx.database.db;
    await db.updateTable('firm_branding').set({ sender_name: 'Dunn & Co "Tax"', firm_name: 'Dunn & Co CPA' }).execute();
    try {
      const { id } = await ctx.platform.mail.enqueue(db, resetMessage('smtp-brand', 'brand@client.test'));
      await waitUntil(async () => expect((await outboxRow(ctx, id))?.status).toBe('SENT'));
      const [mail] = receivedBy('brand@client.test');
      expect(mail?.from).toBe('no-reply@ledgerport.test');
      const { headers, text } = mimeParts(mail!.raw);
      expect(headers).toMatch(/^From: "Dunn & Co \\"Tax\\"" <no-reply@ledgerport.test>$/m);
      expect(headers).toMatch(/^Subject: Reset your Dunn & Co CPA password$/m);
      expect(text).toContain('sent automatically by the client portal of Dunn & Co CPA');
    } finally {
      await db.updateTable('firm_branding').set({ sender_name: null, firm_name: 'Ledgerport' }).execute();
    }
  });

  it('never sends a SENT message again, however often its job is delivered', async () => {
    const { id } = await ctx.platform.mail.enqueue(ctx.database.db, resetMessage('smtp-once', 'once@client.test'));
    await waitUntil(async () => expect((await outboxRow(ctx, id))?.status).toBe('SENT'));

    // At-least-once delivery: the same job body arrives again, through the queue and directly.
    await ctx.platform.jobs.send(ctx.database.db, MAIL_QUEUE, { outboxId: id });
    await waitUntil(async () => {
      const jobs = await ctx.platform.jobs.find(MAIL_QUEUE, { outboxId: id });
      expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed']);
    });
    expect(await ctx.platform.mail.deliver(id)).toBe('skipped');

    expect(receivedBy('once@client.test')).toHaveLength(1);
    expect((await outboxRow(ctx, id))?.attempts).toBe(1);
  });

  it('lets only one of two simultaneous deliveries of the same message send it', async () => {
    // Stored without a job, so only the two deliveries below race for it.
    const rendered = { subject: 'Race', text: 'race', html: '<p>race</p>' };
    const row = await insertQueuedMessage(ctx.database.db, {
      to: 'race@client.test',
      locale: 'en',
      template: 'password-reset',
      ...rendered,
      idempotencyKey: 'smtp-race',
    });

    const outcomes = await Promise.allSettled([ctx.platform.mail.deliver(row!.id), ctx.platform.mail.deliver(row!.id)]);

    // The loser either meets the winner's claim (and fails, for the queue to retry) or, when the
    // winner already finished, finds the message SENT and skips it. Either way exactly one sends.
    const sent = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'sent');
    const losers = outcomes.filter((o) => !(o.status === 'fulfilled' && o.value === 'sent'));
    expect(sent).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const loser = losers[0]!;
    if (loser.status === 'fulfilled') expect(loser.value).toBe('skipped');
    else expect(String(loser.reason)).toMatch(/being sent by another worker/);
    expect(receivedBy('race@client.test')).toHaveLength(1);
    expect((await outboxRow(ctx, row!.id))?.status).toBe('SENT');
  });
});

describe('mail refused by the SMTP server', () => {
  // A second platform on its own database, whose server refuses every recipient.
  const refused = useMailPlatform({
    mailer: () => createSmtpMailer(refusingPeer.url, 'Ledgerport <no-reply@ledgerport.test>'),
  });

  it('retries, then records FAILED with the server’s answer', async () => {
    const { id } = await refused.platform.mail.enqueue(refused.database.db, resetMessage('smtp-refused'));

    await waitUntil(async () => expect((await outboxRow(refused, id))?.status).toBe('FAILED'));
    const row = await outboxRow(refused, id);
    expect(row?.attempts).toBe(3); // the first try and FAST_RETRY's two retries
    expect(row?.last_error).toMatch(/550/);
    expect(row?.last_error).toMatch(/No such mailbox/);
    expect(row?.sent_at).toBeNull();
    await waitUntil(async () => {
      const [job] = await refused.platform.jobs.find(MAIL_QUEUE, { outboxId: id });
      expect(job).toMatchObject({ state: 'failed', retryCount: 2 });
    });
    expect(refusingPeer.received).toEqual([]);
  });
});

describe('the SMTP transaction and the commit point', () => {
  const FROM = 'Ledgerport Test <no-reply@ledgerport.test>';
  const mail = (to: string) => ({ id: crypto.randomUUID(), to, subject: 'Held', text: 'held', html: '<p>held</p>' });

  it('sends envelope and body, then holds the final dot until the commit point', async () => {
    const mailer = createSmtpMailer(holdingPeer.url, FROM);
    let bodyBeforeCommit = 0;
    let acceptedBeforeCommit = -1;
    const sent = mailer.deliver(mail('held@client.test'), {
      commitPoint: async () => {
        // The server has the body, and the message is not accepted: only the dot is missing.
        await waitUntil(() => expect(holdingPeer.receiving).toBeGreaterThan(0));
        await new Promise((resolve) => setTimeout(resolve, 200));
        bodyBeforeCommit = holdingPeer.receiving;
        acceptedBeforeCommit = holdingPeer.received.length;
      },
    });

    await sent;
    expect(bodyBeforeCommit).toBeGreaterThan(200);
    expect(acceptedBeforeCommit).toBe(0);
    expect(holdingPeer.received.map((m) => m.to)).toEqual([['held@client.test']]);
    await mailer.close();
  });

  it('gives the message up, unsent, when the commit point fails, and goes on with the next', async () => {
    const mailer = createSmtpMailer(holdingPeer.url, FROM);
    const before = holdingPeer.received.length;

    const withdrawn = mailer.deliver(mail('withdrawn@client.test'), {
      commitPoint: () => Promise.reject(new Error('the mark failed')),
    });

    await expect(withdrawn).rejects.toBeInstanceOf(WithdrawnBeforeCommit);
    await mailer.deliver(mail('next@client.test'), { commitPoint: async () => {} });
    expect(holdingPeer.received.slice(before).map((m) => m.to)).toEqual([['next@client.test']]);
    await mailer.close();
  });

  it('gives the message up when the commit point does not come within half the send’s bound', async () => {
    // A 4-second claim bounds a send by 1 s (outbound/claims.ts): the dot may wait 0.5 s.
    const mailer = createSmtpMailer(holdingPeer.url, FROM, { claimSeconds: 4 });
    const before = holdingPeer.received.length;
    const started = performance.now();

    const stalled = mailer.deliver(mail('stalled@client.test'), { commitPoint: () => new Promise(() => {}) });

    await expect(stalled).rejects.toThrow(/SENT mark took over/);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(holdingPeer.received.length).toBe(before);
    await mailer.close();
  });
});
