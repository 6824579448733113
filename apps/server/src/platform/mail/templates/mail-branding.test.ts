import { LOCALES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { buttonColors, contrastRatio } from './brand-colors.ts';
import { MAIL_TEMPLATES, renderMail } from './render-mail.ts';
import { sample } from './sample-mail-vars.test-support.ts';

const plain = { firmName: 'Dunn & Co CPA', supportEmail: null, senderName: null };
const branded = { ...plain, primaryColor: '#2F9E44', logoUrl: 'https://portal.dunn.test/api/v1/branding/logo/3' };

describe("the firm's colour on buttons", () => {
  it.each([
    ['#1c7ed6', '#ffffff'], // Ledgerport's blue: as before
    ['#0b3d91', '#ffffff'],
    ['#e03131', '#ffffff'],
    ['#2f9e44', '#1f2933'], // white on this green would be 3.4:1
    ['#ffd43b', '#1f2933'],
    ['#ffffff', '#1f2933'],
  ])('%s carries the text colour %s, the more readable of the two', (color, text) => {
    const colors = buttonColors(color);
    expect(colors).toEqual({ background: color, text });
    const other = text === '#ffffff' ? '#1f2933' : '#ffffff';
    expect(contrastRatio(color, text)).toBeGreaterThanOrEqual(contrastRatio(color, other));
  });

  it('falls back to the blue for anything but #rrggbb, which never reaches the style attribute', () => {
    expect(buttonColors('red;background:url(x)').background).toBe('#1c7ed6');
    expect(buttonColors(undefined).background).toBe('#1c7ed6');
  });
});

describe("every e-mail in the firm's branding", () => {
  it.each(MAIL_TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const)))(
    '%s/%s shows the logo and the colour, and its text part is the same with or without them',
    (template, locale) => {
      const withBrand = renderMail(template, locale, sample[template], branded);
      const without = renderMail(template, locale, sample[template], plain);
      expect(withBrand.html).toContain(
        '<img src="https://portal.dunn.test/api/v1/branding/logo/3" alt="Dunn &amp; Co CPA" height="48"',
      );
      expect(withBrand.html).toContain('border-top:4px solid #2f9e44');
      // A button in the firm's colour wherever the e-mail has one (in Ledgerport's blue without the brand).
      expect(withBrand.html.includes('background:#2f9e44;color:#1f2933;')).toBe(
        without.html.includes('background:#1c7ed6;color:#ffffff;'),
      );
      expect(withBrand.html).not.toContain('#1c7ed6');
      expect(withBrand.text).toBe(without.text);
      expect(withBrand.subject).toBe(without.subject);
      expect(without.html).not.toContain('<img');
    },
  );

  it('refuses a logo address that is not http(s)', () => {
    expect(() =>
      renderMail('invitation', 'en', sample.invitation, { ...plain, logoUrl: 'javascript:alert(1)' }),
    ).toThrow(/http/);
  });
});
