import { describe, expect, it, vi } from 'vitest';
import { SMS_QUEUE } from './sms-channel.ts';
import { smsRow, textMessage, useSmsPlatform } from './sms.test-support.ts';

// No texter given and no Twilio settings: the default outbox driver.
const ctx = useSmsPlatform({ texter: () => undefined });
const waitUntil = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 15_000, interval: 100 });

describe('text messages through the SMS outbox driver', () => {
  it('records every message and marks it delivered to the outbox', async () => {
    expect(ctx.platform.texter.transport).toBe('outbox');

    const { id, queued } = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('sms-outbox-1'));

    expect(queued).toBe(true);
    await waitUntil(async () => expect((await smsRow(ctx, id))?.status).toBe('SENT'));
    expect(await smsRow(ctx, id)).toMatchObject({
      to_number: '+15550100123',
      locale: 'en',
      body: 'Your sales tax for March: 1,234.50 (sms-outbox-1)',
      attempts: 1,
      last_error: null,
      delivered_via: 'outbox',
      provider_id: null,
      sent_at: expect.any(Date),
    });
  });

  it('stores a message once per idempotency key, in one call or many', async () => {
    const first = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('sms-same'));
    const again = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('sms-same'));
    const many = await ctx.database.db
      .transaction()
      .execute((trx) =>
        ctx.platform.sms.enqueueMany(trx, [
          textMessage('sms-same'),
          textMessage('sms-many-1'),
          textMessage('sms-many-2'),
        ]),
      );

    expect(again).toEqual({ id: first.id, queued: false });
    expect(many).toBe(2);
    const keys = await ctx.database.db
      .selectFrom('sms_messages')
      .select('idempotency_key')
      .where('idempotency_key', 'in', ['sms-same', 'sms-many-1', 'sms-many-2'])
      .execute();
    expect(keys).toHaveLength(3);
    expect(await ctx.platform.jobs.find(SMS_QUEUE, { smsId: first.id })).toHaveLength(1);
  });

  it('leaves no message and no job when the caller’s transaction rolls back', async () => {
    let smsId = '';
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        smsId = (await ctx.platform.sms.enqueue(trx, textMessage('sms-rollback'))).id;
        throw new Error('the caller failed after queuing its text');
      }),
    ).rejects.toThrow('the caller failed');

    expect(await smsRow(ctx, smsId)).toBeUndefined();
    expect(await ctx.platform.jobs.find(SMS_QUEUE, { smsId })).toEqual([]);
  });

  it('never delivers a SENT message again', async () => {
    const { id } = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('sms-once'));
    await waitUntil(async () => expect((await smsRow(ctx, id))?.status).toBe('SENT'));

    expect(await ctx.platform.sms.deliver(id)).toBe('skipped');
    expect((await smsRow(ctx, id))?.attempts).toBe(1);
  });

  it('refuses a number that is not E.164', async () => {
    await expect(ctx.platform.sms.enqueue(ctx.database.db, textMessage('sms-bad', '555-0100'))).rejects.toThrow(
      /Not an E.164 phone number/,
    );
  });
});
