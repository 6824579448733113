import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../platform/mail/mail.test-support.ts';
import { createSmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import { startFakeTwilio, twilioSettings, type FakeTwilio } from '../../platform/sms/sms.test-support.ts';
import { createTwilioTexter } from '../../platform/sms/twilio-texter.ts';
import { HEADERS, bulkForm, csvSheet, useBulkEngine, waitForDone } from './bulk-notifications.test-support.ts';

// Idle workers here look for jobs only every two minutes: a batch delivered within the test's 20 s was started
// by the wakes (the submit wakes the fan-out, each fanned-out chunk the senders), not by a poll.
const POLLING_SECONDS = 120;
const WITHIN_MS = 20_000;

let peer: SmtpPeer;
let twilio: FakeTwilio;
beforeAll(async () => {
  peer = await startSmtpPeer();
  twilio = await startFakeTwilio();
  twilio.answerWith(() => ({ status: 201 }));
});
afterAll(async () => {
  await peer?.close();
  await twilio?.close();
});

const engine = useBulkEngine(
  {
    mailer: () => createSmtpMailer(peer.url, 'Acme CPA <portal@acme-cpa.test>'),
    texter: () => createTwilioTexter(twilioSettings(twilio), { claimSeconds: 60 }),
  },
  { pollingSeconds: POLLING_SECONDS },
);

describe('a submitted batch', () => {
  it('starts sending at once, not at the workers’ next look for jobs', async () => {
    // Two batches: by the second, every worker has long made its first look at start and is waiting out its poll.
    for (const n of [1, 2]) {
      const rows = [
        [`Client ${n}a`, `a${n}@wake.test`, '(212) 555-0101', '10.00'],
        [`Client ${n}b`, `b${n}@wake.test`, '', '20.00'],
      ];
      const form = bulkForm(
        { kind: 'SALES_TAX', selected_rows: [2, 3] },
        { name: 'sheet.csv', content: csvSheet(HEADERS.SALES_TAX, rows) },
      );
      const batch = await engine.service.submit(engine.actor, form);
      const done = await waitForDone(() => engine.service.get(batch.uuid), WITHIN_MS);
      expect(done).toMatchObject({ email_sent: 2, text_sent: 1, failed: 0, pending: 0 });
    }
    expect(peer.received.map((m) => m.to[0]!.toLowerCase()).sort()).toEqual([
      'a1@wake.test',
      'a2@wake.test',
      'b1@wake.test',
      'b2@wake.test',
    ]);
  }, 60_000);
});
