import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/factories.ts';
import { mimeParts, startSmtpPeer, type SmtpPeer } from '../../platform/mail/mail.test-support.ts';
import { createSmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import { startFakeTwilio, twilioSettings, type FakeTwilio } from '../../platform/sms/sms.test-support.ts';
import { createTwilioTexter } from '../../platform/sms/twilio-texter.ts';
import {
  HEADERS,
  bulkForm,
  csvSheet,
  messagesOf,
  useBulkEngine,
  waitForDone,
} from './bulk-notifications.test-support.ts';

let peer: SmtpPeer;
let twilio: FakeTwilio;
beforeAll(async () => {
  peer = await startSmtpPeer();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await peer?.close();
  await twilio?.close();
});
beforeEach(() => twilio.answerWith(() => ({ status: 201 })));

// Real transports: an SMTP server and a stand-in for Twilio's API, both on loopback.
const engine = useBulkEngine({
  mailer: () => createSmtpMailer(peer.url, 'Acme CPA <portal@acme-cpa.test>'),
  texter: () => createTwilioTexter(twilioSettings(twilio), { claimSeconds: 60 }),
});
// Addresses compared without case: the SMTP client lower-cases the domain.
const mailsTo = (address: string) =>
  peer.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const textsTo = (number: string) => twilio.requests.filter((r) => r.form.To === number);

async function submit(kind: 'SALES_TAX' | 'PAYROLL_TAX' | 'PUSH', rows: string[][], extra: object = {}) {
  const selected = rows.map((_, i) => i + 2);
  const form = bulkForm(
    { kind, selected_rows: selected, ...extra },
    { name: 'sheet.csv', content: csvSheet(HEADERS[kind], rows) },
  );
  return engine.service.submit(engine.actor, form);
}
const settled = (batchId: string) => waitForDone(() => engine.service.get(batchId));
const rowsOf = async (batchId: string) => (await engine.service.rows(batchId, { page: 1 })).data;

describe('delivering a batch', () => {
  it('e-mails and texts each row once, in the recipient’s language, and records every state', async () => {
    const { db } = engine.database;
    const tenant = await createTenant(db, { name: 'Brauhaus GmbH' });
    await createUser(db, { email: 'hans@brauhaus.test', locale: 'de', tenantRoles: { [tenant.id]: 'TenantOwner' } });
    // Texts are signed with the firm's own name.
    await db.updateTable('firm_branding').set({ firm_name: 'Dunn & Co CPA' }).where('id', '=', 1).execute();

    const batch = await submit('SALES_TAX', [
      ['Brauhaus', 'Hans@Brauhaus.test', '(212) 555-0101', '1234.5'],
      ['Nobody Known', 'someone@elsewhere.test', '', ''],
      ['Text Only', '', '212-555-0103', '$ 80'],
    ]);

    const done = await settled(batch.uuid);
    expect(done).toMatchObject({ email_sent: 2, text_sent: 2, failed: 0, pending: 0, finished_at: expect.any(String) });
    expect(await rowsOf(batch.uuid)).toEqual([
      expect.objectContaining({ row_number: 2, tenant_name: 'Brauhaus GmbH', email_state: 'SENT', text_state: 'SENT' }),
      expect.objectContaining({ row_number: 3, tenant_name: null, email_state: 'SENT', text_state: 'SKIPPED' }),
      expect.objectContaining({ row_number: 4, email_state: 'SKIPPED', text_state: 'SENT', last_error: null }),
    ]);

    const [german, ...moreGerman] = mailsTo('Hans@Brauhaus.test');
    expect(moreGerman).toEqual([]);
    const de = mimeParts(german!.raw);
    expect(de.headers).toMatch(/^Subject: Ihr Umsatzsteuerbetrag$/m);
    expect(de.text).toContain('Hallo Brauhaus,');
    expect(de.text).toContain('Umsatzsteuer: 1.234,50');
    expect(de.text).toContain(`https://portal.example.test/app/tenant/get/sales/tax/list?company_uuid=${tenant.id}`);
    const en = mimeParts(mailsTo('someone@elsewhere.test')[0]!.raw);
    expect(en.headers).toMatch(/^Subject: Your sales tax amount$/m);
    expect(en.text).toContain('Sales tax: N/A');
    expect(en.text).not.toContain('company_uuid');

    expect(textsTo('+12125550101').map((r) => r.form.Body)).toEqual([
      'Brauhaus: Ihr Umsatzsteuerbetrag beträgt 1.234,50. Dunn & Co CPA',
    ]);
    expect(textsTo('+12125550103').map((r) => r.form.Body)).toEqual([
      'Text Only: your sales tax amount is $ 80. Dunn & Co CPA',
    ]);
  });

  it('queues nothing twice when the fan-out runs again, whole or after a crash half-way', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => [`Client ${i}`, `client${i}@fanout.test`, '', `${i}.00`]);
    const batch = await submit('PAYROLL_TAX', rows);
    await settled(batch.uuid);

    // A second run of the same job (at-least-once delivery), then one that lost its progress mark mid-way.
    await engine.fanOut.run(batch.uuid);
    await engine.database.db
      .updateTable('bulk_batches')
      .set({ fanned_out_at: null, fanned_out_through: 500 })
      .where('id', '=', batch.uuid)
      .execute();
    await engine.fanOut.run(batch.uuid);

    const { emails, texts } = await messagesOf(engine.database, batch.uuid);
    expect(emails).toHaveLength(1_200);
    expect(new Set(emails.map((m) => m.to_address)).size).toBe(1_200);
    expect(texts).toEqual([]);
    expect(peer.received.filter((m) => m.to[0]!.endsWith('@fanout.test'))).toHaveLength(1_200);
    expect(await engine.service.get(batch.uuid)).toMatchObject({ state: 'DONE', email_sent: 1_200, pending: 0 });
  });

  it('lets other work run between the chunks of a fan-out, instead of holding the server until it ends', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => [`Client ${i}`, `turns${i}@fanout.test`, '', '1.00']);
    const batch = await submit('PAYROLL_TAX', rows);
    await settled(batch.uuid);
    await engine.database.db
      .updateTable('bulk_batches')
      .set({ fanned_out_at: null, fanned_out_through: 0 })
      .where('id', '=', batch.uuid)
      .execute();

    // Turns of the event loop while the three chunks (500 rows each) run again: what HTTP requests and the
    // senders get. On PGlite every statement resolves as a microtask, so a loop that never yields gives none.
    let turns = 0;
    let counting = true;
    const countTurn = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(countTurn);
    };
    setImmediate(countTurn);
    await engine.fanOut.run(batch.uuid);
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it('records a text Twilio refuses as FAILED on its row, and still finishes the batch', async () => {
    twilio.answerWith((request) =>
      request.form.To === '+12125550199'
        ? { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' }
        : { status: 201 },
    );

    const batch = await submit('SALES_TAX', [
      ['Opted Out', 'out@optout.test', '2125550199', '5'],
      ['Fine', '', '2125550198', '6'],
    ]);

    expect(await settled(batch.uuid)).toMatchObject({ email_sent: 1, text_sent: 1, failed: 1, pending: 0 });
    const [refused, fine] = await rowsOf(batch.uuid);
    expect(refused).toMatchObject({ email_state: 'SENT', text_state: 'FAILED' });
    expect(refused?.last_error).toMatch(/21610.*unsubscribed/);
    expect(fine).toMatchObject({ email_state: 'SKIPPED', text_state: 'SENT' });
  });

  it('sends a push as its subject and body text by e-mail, and its body text by SMS', async () => {
    const batch = await submit('PUSH', [['Kilo Kitchens', 'kilo@push.test', '2125550175']], {
      email_subject: 'Office closed Friday',
      email_body: '<p>We are <b>closed</b> on Friday &amp; Monday.</p><p>Thanks!</p>',
    });

    await settled(batch.uuid);
    const mail = mimeParts(mailsTo('kilo@push.test')[0]!.raw);
    expect(mail.headers).toMatch(/^Subject: Office closed Friday$/m);
    expect(mail.text.replaceAll('\r\n', '\n')).toContain('We are closed on Friday & Monday.\n\nThanks!');
    expect(textsTo('+12125550175').map((r) => r.form.Body)).toEqual(['We are closed on Friday & Monday.\nThanks!']);
  });

  it('puts a push in the app of each active client user it names, never of staff or unknown addresses', async () => {
    const { db } = engine.database;
    const tenant = await createTenant(db);
    const client = await createUser(db, { email: 'lima@push.test', tenantRoles: { [tenant.id]: 'TenantManager' } });
    const staff = await createUser(db, { email: 'mike@push.test', staffRoles: ['Processor'] });

    const batch = await submit(
      'PUSH',
      [
        ['Lima Labs', 'LIMA@push.test', ''],
        ['Mike at the firm', 'mike@push.test', ''],
        ['Nobody', 'november@push.test', ''],
      ],
      { email_subject: 'New portal', email_body: 'Sign in <b>today</b>' },
    );
    await settled(batch.uuid);

    const inApp = await db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'params'])
      .where('kind', '=', 'PUSH_MESSAGE')
      .execute();
    const mine = inApp.filter((n) => n.user_id === client.id || n.user_id === staff.id);
    expect(mine).toEqual([
      { user_id: client.id, kind: 'PUSH_MESSAGE', params: { subject: 'New portal', body_text: 'Sign in today' } },
    ]);
  });
});
