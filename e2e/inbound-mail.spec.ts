import { paths } from '@ledgerport/contract';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { CLIENT_MAIL_DOMAIN, companyWithOwner, journeyServerWithInboundMail } from './support/journey-server.ts';
import { onePagePdf } from './support/pdf.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 32, done when: an e-mail from a company user with two PDFs, sent by an SMTP client to the portal's
 * receiver, lands in the company's Inbox (staff see both in the browser); a reply to a request's e-mail fulfils
 * the request; a stranger's e-mail is held in the quarantine, where staff accept it in the browser and its file
 * joins the Inbox. SPF and DMARC are judged against a DNS server on loopback. On PostgreSQL
 * (support/engines.ts).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const databases = journeyEngines('postgres');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(databases)('e-mail in on %s', (database) => {
  it(
    "files a client's two PDFs in the Inbox, fulfils a request by reply, and holds a stranger's for staff to accept",
    { timeout: 240_000 },
    async () => {
      const { server, api, smtpPort } = await journeyServerWithInboundMail(database, 'inbound-mail', cleanups);
      const owner = uniqueEmail('owner').replace(/@.*/, `@${CLIENT_MAIL_DOMAIN}`);
      const tenantUuid = await companyWithOwner(api, server.url, 'Mailed Books', {
        name: 'Olive Owner',
        email: owner,
        password: PASSWORD,
      });
      const { address } = await api.get<{ address: string }>(`/tenants/${tenantUuid}/inbound-address`);
      expect(address).toMatch(/@in\.e2e\.test$/);
      const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
      cleanups.push(() => smtp.close());

      // A company user forwards two statements: both in the Inbox, seen by staff in the browser.
      await smtp.sendMail({
        from: `Olive Owner <${owner}>`,
        to: address,
        subject: 'March statements',
        text: 'Both attached.',
        attachments: [
          { filename: 'march-bank.pdf', content: onePagePdf('Bank, March') },
          { filename: 'march-card.pdf', content: onePagePdf('Card, March') },
        ],
      });
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(`/app${paths.companyFile(tenantUuid, 'Inbox', 'march-bank.pdf')}`);
      await staff.getByText('march-bank.pdf', { exact: true }).first().waitFor();
      await staff.getByText('march-card.pdf', { exact: true }).first().waitFor();

      // A reply to a request's e-mail, with its file: the request is fulfilled.
      const created = await api.post<{ data: { uuid: string }[] }>(`/tenants/${tenantUuid}/requests`, {
        title: 'Signed engagement letter',
        kind: 'OTHERS',
        due_on: '2099-01-31',
      });
      const requestId = created.data[0]!.uuid;
      const requestAddress = await api.get<{ address: string }>(
        `/tenants/${tenantUuid}/requests/${requestId}/inbound-address`,
      );
      await smtp.sendMail({
        from: owner,
        to: requestAddress.address,
        subject: 'Re: Signed engagement letter',
        text: 'Here it is.',
        attachments: [{ filename: 'engagement-signed.pdf', content: onePagePdf('Signed') }],
      });
      const request = await api.get<{ status: string }>(`/tenants/${tenantUuid}/requests/${requestId}`);
      expect(request.status).toBe('SUBMITTED');

      // A stranger: held; staff accept it on the quarantine screen, and its file joins the Inbox.
      await smtp.sendMail({
        from: 'someone@stranger.test',
        to: address,
        subject: 'Invoice from a stranger',
        text: 'Please see attached.',
        attachments: [{ filename: 'stranger-invoice.pdf', content: onePagePdf('Invoice') }],
      });
      const inbox = () =>
        api
          .get<{ entries: { path: string }[] }>(`/tenants/${tenantUuid}/files?path=Inbox`)
          .then((listing) => listing.entries.map((entry) => entry.path));
      expect(await inbox()).not.toContain('Inbox/stranger-invoice.pdf');
      await staff.goto(`/app${paths.emailQuarantine}`);
      // Each held e-mail is a card named by its subject.
      const held = staff.locator('[aria-label="Invoice from a stranger"]');
      await held.getByText(en.inboundMail.reasons.UNKNOWN_SENDER).waitFor();
      await held.getByRole('button', { name: en.inboundMail.accept }).click();
      await staff.getByRole('dialog').getByRole('button', { name: en.inboundMail.accept }).click();
      await staff.getByText(en.inboundMail.accepted).waitFor();
      expect(await inbox()).toEqual(
        expect.arrayContaining(['Inbox/march-bank.pdf', 'Inbox/march-card.pdf', 'Inbox/stranger-invoice.pdf']),
      );
      await staff.context().close();
    },
  );
});
