import { describe, expect, it, vi } from 'vitest';
import { createTenant } from '../../../test/factories.ts';
import { MAIL_QUEUE } from './mail-channel.ts';
import { outboxRow, resetMessage, useMailPlatform } from './mail.test-support.ts';

// No mailer given and no SMTP_URL: the default outbox driver.
const ctx = useMailPlatform({ mailer: () => undefined });
const waitUntil = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 15_000, interval: 100 });

describe('mail through the outbox driver', () => {
  it('records every message and marks it delivered to the outbox', async () => {
    expect(ctx.platform.mailer.transport).toBe('outbox');

    const { id, queued } = await ctx.platform.mail.enqueue(ctx.database.db, resetMessage('outbox-1'));

    expect(queued).toBe(true);
    await waitUntil(async () => expect((await outboxRow(ctx, id))?.status).toBe('SENT'));
    const row = await outboxRow(ctx, id);
    expect(row).toMatchObject({
      to_address: 'ada@client.test',
      locale: 'en',
      template: 'password-reset',
      subject: 'Reset your Ledgerport password',
      attempts: 1,
      last_error: null,
      delivered_via: 'outbox',
    });
    expect(row?.text_body).toContain('https://portal.example.test/app/reset?token=outbox-1');
    expect(row?.html_body).toContain('href="https://portal.example.test/app/reset?token=outbox-1"');
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('queues the mail only when the caller’s transaction commits, together with the caller’s rows', async () => {
    const { db } = ctx.database;

    const committed = await db.transaction().execute(async (trx) => {
      const tenant = await createTenant(trx, { name: 'Committed Co' });
      const mail = await ctx.platform.mail.enqueue(trx, resetMessage('tx-commit'));
      return { tenant, mail };
    });

    expect(await ctx.platform.jobs.find(MAIL_QUEUE, { outboxId: committed.mail.id })).toHaveLength(1);
    await waitUntil(async () => expect((await outboxRow(ctx, committed.mail.id))?.status).toBe('SENT'));
  });

  it('leaves no outbox row and no job when the caller’s transaction rolls back', async () => {
    const { db } = ctx.database;
    let outboxId = '';

    await expect(
      db.transaction().execute(async (trx) => {
        await createTenant(trx, { name: 'Rolled Back Co' });
        outboxId = (await ctx.platform.mail.enqueue(trx, resetMessage('tx-rollback'))).id;
        throw new Error('the caller failed after queuing its mail');
      }),
    ).rejects.toThrow('the caller failed');

    expect(outboxId).not.toBe('');
    expect(await outboxRow(ctx, outboxId)).toBeUndefined();
    expect(await ctx.platform.jobs.find(MAIL_QUEUE, { outboxId })).toEqual([]);
    const tenants = await db.selectFrom('tenants').select('id').where('name', '=', 'Rolled Back Co').execute();
    expect(tenants).toEqual([]);
  });

  it('stores a message once per idempotency key, however often it is enqueued', async () => {
    const first = await ctx.platform.mail.enqueue(ctx.database.db, resetMessage('same-key'));
    const again = await ctx.platform.mail.enqueue(ctx.database.db, resetMessage('same-key'));

    expect(again).toEqual({ id: first.id, queued: false });
    const rows = await ctx.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('idempotency_key', '=', 'same-key')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await ctx.platform.jobs.find(MAIL_QUEUE, { outboxId: first.id })).toHaveLength(1);
  });

  it('renders in the recipient’s language, and in English for one we do not offer', async () => {
    const german = await ctx.platform.mail.enqueue(ctx.database.db, { ...resetMessage('lang-de'), locale: 'de' });
    const french = await ctx.platform.mail.enqueue(ctx.database.db, { ...resetMessage('lang-fr'), locale: 'fr' });

    expect(await outboxRow(ctx, german.id)).toMatchObject({
      locale: 'de',
      subject: 'Ihr Passwort für Ledgerport zurücksetzen',
    });
    expect(await outboxRow(ctx, french.id)).toMatchObject({ locale: 'en', subject: 'Reset your Ledgerport password' });
  });

  it('refuses to queue a mail to something that is not an address', async () => {
    await expect(
      ctx.platform.mail.enqueue(ctx.database.db, resetMessage('bad-to', 'ada@client.test\r\nBcc: x@evil.test')),
    ).rejects.toThrow(/Not an e-mail address/);
  });
});
