import { LOCALES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, mailLocale, renderMail, type MailTemplate } from './render-mail.ts';
import { hostile, sample } from './sample-mail-vars.test-support.ts';

// Every template in every language, and that none keeps English text: mail-translations.test.ts.

const render = <T extends MailTemplate>(template: T, locale: (typeof LOCALES)[number]) =>
  renderMail(template, locale, sample[template]);

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES.flatMap((t) => LOCALES.map((l) => [t, l] as const)))(
    '%s/%s escapes every variable in the HTML part',
    (template, locale) => {
      const { html } = render(template, locale);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
      // Link attributes cannot be broken out of.
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).not.toMatch(/[<>"]/);
    },
  );

  it('keeps variables as typed in the text part, and every link and code in both parts', () => {
    const invite = render('invitation', 'de');
    expect(invite.text).toContain(hostile);
    expect(invite.text).toContain('https://portal.example.test/app/invite?t=a&b=1');
    expect(invite.html).toContain('href="https://portal.example.test/app/invite?t=a&amp;b=1"');
    expect(invite.subject).toBe('Ledgerport lädt Sie für Dunn <i>&</i> Co zum Kundenportal ein');
    expect(invite.text).toContain('in 7 Tagen');

    const code = render('signup-code', 'ru');
    expect(code.text).toContain('<481516>');
    expect(code.html).toContain('&lt;481516&gt;');
    expect(code.text).toContain('через 10 минут');
  });

  it('writes sales-tax and payroll figures, months and days the way each language does, exactly', () => {
    const processed = (locale: (typeof LOCALES)[number]) => render('sales-tax-processed', locale);
    expect(processed('en').subject).toBe('Sale Tax Notification: Dunn <i>&</i> Co, March 2026');
    expect(processed('en').text).toContain('Payable tax amount: 9,999,999,999,999.99');
    expect(processed('en').text).toContain('Process date: April 15, 2026');
    expect(processed('de').subject).toBe('Umsatzsteuer-Benachrichtigung: Dunn <i>&</i> Co, März 2026');
    expect(processed('de').text).toContain('9.999.999.999.999,99');
    expect(processed('de').text).toContain('15. April 2026');
    expect(processed('ru').text).toContain('март 2026');
    expect(processed('es').html).toContain('Dunn &lt;i&gt;&amp;&lt;/i&gt; Co');
    expect(render('sales-tax-submitted', 'it').subject).toBe(
      "Dati dell'imposta sulle vendite di Dunn <i>&</i> Co per marzo 2026",
    );
    const payroll = render('payroll-submitted', 'en').text;
    expect(payroll).toContain('bi-weekly payroll information for March 1, 2026 to March 14, 2026');
    expect(renderMail('payroll-submitted', 'en', { ...sample['payroll-submitted'], withFile: false }).text).toContain(
      'No document was attached.',
    );
  });

  it('writes bulk notification amounts the language’s way when they are figures, as typed otherwise', () => {
    expect(render('bulk-sales-tax', 'en').text).toContain('Sales tax: 1,234.50');
    expect(render('bulk-sales-tax', 'de').text).toContain('Umsatzsteuer: 1.234,50');
    expect(render('bulk-payroll-tax', 'en').text).toContain('941 payment: $ 980 (estimate)');
    const none = renderMail('bulk-sales-tax', 'it', { clientName: null, amount: null, link: null });
    expect(none.text).toContain('Gentile cliente,');
    expect(none.text).toContain('Imposta sulle vendite: N/D');
    expect(none.html).not.toContain('<a ');
    const push = render('bulk-push', 'ru');
    expect(push.subject).toBe('Office closed <b>Friday</b>');
    expect(push.html).toContain('Office closed &lt;b&gt;Friday&lt;/b&gt;');
    expect(push.text).toContain('We are closed.\n\nSee you Monday.');
  });

  it('uses the plural forms of each language', () => {
    const vars = (n: number) => ({ ...sample.invitation, expiresInDays: n });
    expect(renderMail('invitation', 'ru', vars(1)).text).toContain('через 1 день');
    expect(renderMail('invitation', 'ru', vars(3)).text).toContain('через 3 дня');
    expect(renderMail('invitation', 'en', vars(1)).text).toContain('in 1 day.');
  });

  it('names the firm, the company and the inviter, and reads naturally without the last two', () => {
    const brand = { firmName: 'Dunn & Co CPA', supportEmail: 'help@dunn.test', senderName: 'Dunn & Co' };
    const mail = renderMail('invitation', 'en', sample.invitation, brand);
    expect(mail.subject).toBe('Dunn & Co CPA invites you to its client portal for Dunn <i>&</i> Co');
    expect(mail.text).toContain(
      'Jane <b>Roe</b> has invited you to the client portal of Dunn & Co CPA as a user of Dunn <i>&</i> Co.',
    );
    expect(mail.text).toContain('sent automatically by the client portal of Dunn & Co CPA');
    expect(mail.text).toContain('Questions? Write to help@dunn.test.');
    expect(mail.text).not.toContain('Ledgerport');
    const staff = renderMail('invitation', 'en', { ...sample.invitation, companyName: null, inviterName: null });
    expect(staff.subject).toBe('Ledgerport invites you to its portal');
    expect(staff.text).toContain('You have been invited to the client portal of Ledgerport. There');
  });

  it('names the firm in every template, in every language, and never Ledgerport once the firm has a name', () => {
    const brand = { firmName: 'Dunn Tax Partners', supportEmail: null, senderName: 'Dunn' };
    for (const template of MAIL_TEMPLATES) {
      for (const locale of LOCALES) {
        const mail = renderMail(template, locale, sample[template], brand);
        expect(mail.text, `${template} ${locale}`).toContain('Dunn Tax Partners');
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`, `${template} ${locale}`).not.toContain('Ledgerport');
      }
    }
  });

  it('refuses a link that is not http(s), and keeps subjects on one line', () => {
    expect(() =>
      renderMail('password-reset', 'en', { name: 'A', link: 'javascript:alert(1)', expiresInMinutes: 5 }),
    ).toThrow(/http/);
    const evil = { firmName: 'Evil\r\nBcc: x@y.z', supportEmail: null, senderName: 'Evil' };
    expect(renderMail('invitation', 'en', { ...sample.invitation, companyName: null }, evil).subject).toBe(
      'Evil Bcc: x@y.z invites you to its portal',
    );
  });

  it('falls back to English for a locale we do not offer', () => {
    expect(mailLocale('fr')).toBe('en');
    expect(mailLocale('it')).toBe('it');
  });
});
