import type { TLocale } from '@ledgerport/contract';
import { buttonColors } from './brand-colors.ts';

/**
 * What a template says, as plain text. Templates never write HTML: the layout escapes every piece when it
 * builds the HTML part, so a variable (a name, a firm name) can never inject markup.
 */
export type MailContent = {
  subject: string;
  greeting: string;
  /** Before the button or code. */
  intro: string[];
  /** A list of items each with its own link (a reminder's open requests), after the intro. */
  links?: { label: string; url: string }[];
  /** Lists under headings (a digest's news, company by company), after `links`. */
  sections?: { heading: string; links: { label: string; url: string }[] }[];
  action?: { label: string; url: string };
  code?: string;
  /** After the button or code: expiry, "ignore this if...". */
  outro: string[];
  /** Replies reach the firm (issue 32: a request's inbound address is the Reply-To): the footer says so. */
  repliesFiled?: boolean;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** Who writes: the firm's name (firm settings; "Ledgerport" until the firm sets one) and where to ask questions. */
export type MailBrand = {
  firmName: string;
  supportEmail: string | null;
  senderName: string | null;
  /** The firm's colour (#rrggbb) on buttons; left out: Ledgerport's blue. */
  primaryColor?: string;
  /** The firm's logo as an absolute http(s) address (see mail-channel.ts for why a link); none: the name alone. */
  logoUrl?: string | null;
};

/** What every template receives beside its own variables: the firm's name, so its wording names the firm. */
export type FirmVars = { firm: string };

/** One function per language, each turning the template's variables into its content. */
export type Localized<V> = Record<TLocale, (vars: V & FirmVars) => MailContent>;

/** The footer of every e-mail: who sent it, and whom to write to instead of replying. */
const common: Record<
  TLocale,
  {
    linkFallback: string;
    footer: (firm: string) => string;
    filed: (firm: string) => string;
    ask: (to: string) => string;
  }
> = {
  en: {
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: (firm) => `This e-mail was sent automatically by the client portal of ${firm}; replies are not read.`,
    filed: (firm) =>
      `This e-mail was sent automatically by the client portal of ${firm}; documents attached to a reply go to your firm.`,
    ask: (to) => `Questions? Write to ${to}.`,
  },
  es: {
    linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    footer: (firm) => `El portal de clientes de ${firm} envió este correo automáticamente; las respuestas no se leen.`,
    filed: (firm) =>
      `El portal de clientes de ${firm} envió este correo automáticamente; los documentos adjuntos a una respuesta llegan a su despacho.`,
    ask: (to) => `¿Tiene preguntas? Escriba a ${to}.`,
  },
  de: {
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    footer: (firm) =>
      `Diese E-Mail wurde automatisch vom Kundenportal von ${firm} versandt; Antworten werden nicht gelesen.`,
    filed: (firm) =>
      `Diese E-Mail wurde automatisch vom Kundenportal von ${firm} versandt; Dokumente im Anhang einer Antwort gehen an Ihre Kanzlei.`,
    ask: (to) => `Fragen? Schreiben Sie an ${to}.`,
  },
  it: {
    linkFallback: 'Se il pulsante non funziona, copi questo indirizzo nel browser:',
    footer: (firm) =>
      `Questa e-mail è stata inviata automaticamente dal portale clienti di ${firm}; le risposte non vengono lette.`,
    filed: (firm) =>
      `Questa e-mail è stata inviata automaticamente dal portale clienti di ${firm}; i documenti allegati a una risposta arrivano al suo studio.`,
    ask: (to) => `Domande? Scriva a ${to}.`,
  },
  ru: {
    linkFallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    footer: (firm) => `Это письмо автоматически отправлено клиентским порталом ${firm}; ответы на него не читаются.`,
    filed: (firm) =>
      `Это письмо автоматически отправлено клиентским порталом ${firm}; документы, приложенные к ответу, попадут в вашу фирму.`,
    ask: (to) => `Есть вопросы? Напишите на ${to}.`,
  },
};

/** The closing lines: who sent the e-mail, and the firm's support address when it has one. */
const footerLines = (locale: TLocale, brand: MailBrand, repliesFiled = false) => [
  (repliesFiled ? common[locale].filed : common[locale].footer)(brand.firmName),
  ...(brand.supportEmail ? [common[locale].ask(brand.supportEmail)] : []),
];

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** "in 7 days", "через 7 дней"...: the language's own wording and plural forms, from ICU. */
export const inTime = (locale: TLocale, amount: number, unit: 'day' | 'minute') =>
  new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(amount, unit);

/** Links in e-mails are ours (PUBLIC_URL); anything but http(s) is a programming error, never a link. */
function assertWebLink(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`Mail link must be http(s): ${url}`);
  return url;
}

const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
/** The button in the firm's colour, its text white or dark, whichever reads better on it (brand-colors.ts). */
const buttonStyle = ({ background, text }: { background: string; text: string }) =>
  `display:inline-block;padding:12px 20px;background:${background};color:${text};border-radius:6px;`;
const codeStyle = 'font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace;';
const small = 'font-size:13px;color:#52606d;';

/**
 * The firm's logo above its name. Its alt text is the firm's name, for mail clients that hold images back until
 * the reader allows them; a fixed height keeps a large picture from pushing the message out of view.
 */
const logo = (brand: MailBrand) =>
  brand.logoUrl
    ? `<p style="margin:0 0 12px;"><img src="${escapeHtml(assertWebLink(brand.logoUrl))}" alt="${escapeHtml(brand.firmName)}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;"></p>\n`
    : '';

const linkList = (links: { label: string; url: string }[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px;">${links
    .map(
      (l) =>
        `<li style="margin:0 0 8px;"><a href="${escapeHtml(assertWebLink(l.url))}">${escapeHtml(l.label)}</a></li>`,
    )
    .join('')}</ul>`;

function html(locale: TLocale, c: MailContent, brand: MailBrand): string {
  const link = c.action && assertWebLink(c.action.url);
  const colors = buttonColors(brand.primaryColor);
  const body = [
    p(c.greeting),
    ...c.intro.map((t) => p(t)),
    c.links?.length ? linkList(c.links) : '',
    ...(c.sections ?? []).map(
      (section) => `${p(section.heading, 'margin-bottom:8px;font-weight:bold;')}${linkList(section.links)}`,
    ),
    c.action && link
      ? `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="${buttonStyle(colors)}text-decoration:none;">${escapeHtml(c.action.label)}</a></p>`
      : '',
    c.code ? p(c.code, codeStyle) : '',
    ...c.outro.map((t) => p(t)),
    link ? `${p(common[locale].linkFallback, small)}${p(link, `${small}word-break:break-all;`)}` : '',
    ...footerLines(locale, brand, c.repliesFiled).map((line, index) =>
      p(line, `${small}${index === 0 ? 'margin-top:24px;' : ''}`),
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:4px solid ${colors.background};padding:32px;">
${logo(brand)}${p(brand.firmName, 'font-size:18px;font-weight:bold;')}
${body}
</div>
</body>
</html>
`;
}

function text(locale: TLocale, c: MailContent, brand: MailBrand): string {
  const blocks = [
    c.greeting,
    ...c.intro,
    ...(c.links ?? []).map((l) => `- ${l.label}\n  ${assertWebLink(l.url)}`),
    ...(c.sections ?? []).map((section) =>
      [section.heading, ...section.links.map((l) => `- ${l.label}\n  ${assertWebLink(l.url)}`)].join('\n'),
    ),
    c.action ? `${c.action.label}:\n${assertWebLink(c.action.url)}` : '',
    c.code ?? '',
    ...c.outro,
    `-- \n${footerLines(locale, brand, c.repliesFiled).join('\n')}`,
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** Builds both parts from one content; the subject is kept to one line (it becomes a header). */
export function renderLayout(locale: TLocale, content: MailContent, brand: MailBrand): RenderedMail {
  return {
    subject: content.subject.replace(/\s+/g, ' ').trim(),
    text: text(locale, content, brand),
    html: html(locale, content, brand),
  };
}
