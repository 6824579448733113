import { LOCALES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, mailLocale, renderMail, type MailTemplate, type MailVars } from './render-mail.ts';

const hostile = `<script>alert("x")</script> & 'Co'`;
const sample: MailVars = {
  invitation: {
    name: hostile,
    firmName: `Acme <b>CPA</b>`,
    link: 'https://portal.example.test/app/invite?t=a&b=1',
    expiresInDays: 7,
  },
  'signup-code': { name: hostile, code: '<481516>', expiresInMinutes: 10 },
  'password-reset': { name: hostile, link: 'https://portal.example.test/app/reset?t=x&y="z"', expiresInMinutes: 60 },
};
const render = <T extends MailTemplate>(template: T, locale: (typeof LOCALES)[number]) =>
  renderMail(template, locale, sample[template]);

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES.flatMap((t) => LOCALES.map((l) => [t, l] as const)))(
    '%s has a %s version with a subject, a text part and an HTML part',
    (template, locale) => {
      const mail = render(template, locale);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it.each(MAIL_TEMPLATES)('%s is really translated, not an English copy', (template) => {
    const english = render(template, 'en');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const translated = render(template, locale);
      expect(translated.subject, `${template}/${locale} subject`).not.toBe(english.subject);
      expect(translated.text, `${template}/${locale} text`).not.toBe(english.text);
    }
  });

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
    expect(invite.subject).toBe('Acme <b>CPA</b> lädt Sie zu Ledgerport ein');
    expect(invite.text).toContain('in 7 Tagen');

    const code = render('signup-code', 'ru');
    expect(code.text).toContain('<481516>');
    expect(code.html).toContain('&lt;481516&gt;');
    expect(code.text).toContain('через 10 минут');
  });

  it('uses the plural forms of each language', () => {
    const vars = (n: number) => ({ ...sample.invitation, expiresInDays: n });
    expect(renderMail('invitation', 'ru', vars(1)).text).toContain('через 1 день');
    expect(renderMail('invitation', 'ru', vars(3)).text).toContain('через 3 дня');
    expect(renderMail('invitation', 'en', vars(1)).text).toContain('in 1 day.');
  });

  it('names the firm when there is one, and reads naturally without it', () => {
    const { firmName: _omit, ...withoutFirm } = sample.invitation;
    expect(renderMail('invitation', 'en', withoutFirm).subject).toBe('You are invited to Ledgerport');
    expect(renderMail('invitation', 'en', { ...withoutFirm, firmName: 'Dunn & Co' }).subject).toBe(
      'Dunn & Co invites you to Ledgerport',
    );
  });

  it('refuses a link that is not http(s), and keeps subjects on one line', () => {
    expect(() =>
      renderMail('password-reset', 'en', { name: 'A', link: 'javascript:alert(1)', expiresInMinutes: 5 }),
    ).toThrow(/http/);
    expect(renderMail('invitation', 'en', { ...sample.invitation, firmName: 'Evil\r\nBcc: x@y.z' }).subject).toBe(
      'Evil Bcc: x@y.z invites you to Ledgerport',
    );
  });

  it('falls back to English for a locale we do not offer', () => {
    expect(mailLocale('fr')).toBe('en');
    expect(mailLocale('it')).toBe('it');
  });
});
