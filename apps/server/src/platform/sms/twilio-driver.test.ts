import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitAtOnce, WithdrawnBeforeCommit } from '../outbound/outbound-channel.ts';
import {
  startFakeTwilio,
  smsRow,
  textMessage,
  twilioSettings,
  TWILIO_TEST_ACCOUNT,
  useSmsPlatform,
  type FakeTwilio,
} from './sms.test-support.ts';
import { createTwilioTexter } from './twilio-texter.ts';

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio?.close();
});
beforeEach(() => twilio.answerWith(() => ({ status: 201 })));

// The texter is created once the stand-in listens (the platform's beforeAll runs after the one above).
const ctx = useSmsPlatform({ texter: () => createTwilioTexter(twilioSettings(twilio), { claimSeconds: 60 }) });
const waitUntil = (assertion: () => Promise<void> | void) => vi.waitFor(assertion, { timeout: 20_000, interval: 100 });
const requestsTo = (number: string) => twilio.requests.filter((r) => r.form.To === number);

describe('text messages through Twilio', () => {
  it('POSTs the form Twilio expects, with basic auth, and keeps the message sid', async () => {
    const { id } = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('twilio-1', '+15550100201'));

    await waitUntil(async () => expect((await smsRow(ctx, id))?.status).toBe('SENT'));
    const [request, ...more] = requestsTo('+15550100201');
    expect(more).toEqual([]);
    const basic = Buffer.from(`${TWILIO_TEST_ACCOUNT.accountSid}:${TWILIO_TEST_ACCOUNT.authToken}`).toString('base64');
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.accountSid}/Messages.json`,
      authorization: `Basic ${basic}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+15550100201', From: '+15550100999', Body: 'Your sales tax for March: 1,234.50 (twilio-1)' },
    });
    expect(await smsRow(ctx, id)).toMatchObject({
      attempts: 1,
      delivered_via: 'twilio',
      provider_id: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      last_error: null,
    });
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = `MG${'b2'.repeat(16)}`;
    const texter = createTwilioTexter(twilioSettings(twilio, service), { claimSeconds: 60 });

    await texter.deliver({ id: 'x', to: '+15550100202', body: 'Hello' }, commitAtOnce());

    expect(requestsTo('+15550100202')[0]?.form).toEqual({
      To: '+15550100202',
      MessagingServiceSid: service,
      Body: 'Hello',
    });
  });

  it('fails at once, without retries, when Twilio refuses the number', async () => {
    twilio.answerWith(() => ({
      status: 400,
      code: 21211,
      message: "The 'To' number +15550100203 is not a valid phone number.",
    }));

    const { id } = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('twilio-refused', '+15550100203'));

    await waitUntil(async () => expect((await smsRow(ctx, id))?.status).toBe('FAILED'));
    const row = await smsRow(ctx, id);
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/400 \(error 21211\).*not a valid phone number/);
    expect(row?.failed_at).toBeInstanceOf(Date);
    expect(requestsTo('+15550100203')).toHaveLength(1);
  });

  it('retries when Twilio is busy, and sends once it answers', async () => {
    let busy = 2;
    twilio.answerWith(() =>
      busy-- > 0 ? { status: 503, code: 20503, message: 'Service unavailable' } : { status: 201 },
    );

    const { id } = await ctx.platform.sms.enqueue(ctx.database.db, textMessage('twilio-busy', '+15550100204'));

    await waitUntil(async () => expect((await smsRow(ctx, id))?.status).toBe('SENT'));
    expect(await smsRow(ctx, id)).toMatchObject({ attempts: 3, last_error: null });
    expect(requestsTo('+15550100204')).toHaveLength(3);
  });
});

describe('a text and the previous text’s SENT mark', () => {
  it('is requested only once the commit point came, and not at all when it failed', async () => {
    const texter = createTwilioTexter(twilioSettings(twilio), { claimSeconds: 60 });
    let requestsBeforeCommit = -1;

    await texter.deliver(
      { id: 'held', to: '+15550100205', body: 'Held' },
      {
        commitPoint: async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          requestsBeforeCommit = requestsTo('+15550100205').length;
        },
      },
    );
    const withdrawn = texter.deliver(
      { id: 'withdrawn', to: '+15550100206', body: 'Withdrawn' },
      { commitPoint: () => Promise.reject(new Error('the mark failed')) },
    );

    expect(requestsBeforeCommit).toBe(0);
    expect(requestsTo('+15550100205')).toHaveLength(1);
    await expect(withdrawn).rejects.toBeInstanceOf(WithdrawnBeforeCommit);
    expect(requestsTo('+15550100206')).toEqual([]);
  });
});
