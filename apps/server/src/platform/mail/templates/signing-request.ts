import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * A document to sign (issue 31): sent when the signer's turn comes, again on staff's resend, and as a reminder
 * on the firm's cadence. `link` opens the signing screen (a signing-only link for a person without an account).
 * `dueOn` 'YYYY-MM-DD' or null; `message` the firm's words, may be empty.
 */
export type SigningRequestVars = {
  name: string;
  title: string;
  tenantName: string;
  message: string;
  dueOn: string | null;
  reminder: boolean;
  link: string;
};

type Words = {
  greeting: (name: string) => string;
  subject: (title: string) => string;
  reminderSubject: (title: string) => string;
  line: (title: string, tenant: string) => string;
  message: string;
  due: (day: string) => string;
  open: string;
  outro: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: (title) => `Please sign: ${title}`,
    reminderSubject: (title) => `Reminder: please sign ${title}`,
    line: (title, tenant) => `Your firm asks you to sign "${title}" (${tenant}) in the portal.`,
    message: 'Message from your firm:',
    due: (day) => `Please sign by ${day}.`,
    open: 'Review and sign',
    outro: 'You can ask your firm for a paper copy instead of signing electronically.',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: (title) => `Firme, por favor: ${title}`,
    reminderSubject: (title) => `Recordatorio: firme ${title}`,
    line: (title, tenant) => `Su despacho le pide que firme «${title}» (${tenant}) en el portal.`,
    message: 'Mensaje de su despacho:',
    due: (day) => `Por favor, firme antes del ${day}.`,
    open: 'Revisar y firmar',
    outro: 'Puede pedir a su despacho una copia en papel en lugar de firmar electrónicamente.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: (title) => `Bitte unterschreiben: ${title}`,
    reminderSubject: (title) => `Erinnerung: Bitte unterschreiben Sie ${title}`,
    line: (title, tenant) => `Ihre Kanzlei bittet Sie, „${title}“ (${tenant}) im Portal zu unterschreiben.`,
    message: 'Nachricht Ihrer Kanzlei:',
    due: (day) => `Bitte unterschreiben Sie bis ${day}.`,
    open: 'Prüfen und unterschreiben',
    outro: 'Statt elektronisch zu unterschreiben, können Sie Ihre Kanzlei um eine Papierfassung bitten.',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subject: (title) => `Da firmare: ${title}`,
    reminderSubject: (title) => `Promemoria: firmi ${title}`,
    line: (title, tenant) => `Il suo studio le chiede di firmare «${title}» (${tenant}) nel portale.`,
    message: 'Messaggio dello studio:',
    due: (day) => `La preghiamo di firmare entro il ${day}.`,
    open: 'Rivedi e firma',
    outro: 'Può chiedere allo studio una copia cartacea invece di firmare elettronicamente.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: (title) => `Просим подписать: ${title}`,
    reminderSubject: (title) => `Напоминание: подпишите ${title}`,
    line: (title, tenant) => `Ваша фирма просит вас подписать «${title}» (${tenant}) в портале.`,
    message: 'Сообщение вашей фирмы:',
    due: (day) => `Пожалуйста, подпишите до ${day}.`,
    open: 'Просмотреть и подписать',
    outro: 'Вместо электронной подписи вы можете попросить у фирмы бумажный экземпляр.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: SigningRequestVars): MailContent => {
    const w = WORDS[locale];
    return {
      subject: vars.reminder ? w.reminderSubject(vars.title) : w.subject(vars.title),
      greeting: w.greeting(vars.name),
      intro: [
        w.line(vars.title, vars.tenantName),
        ...(vars.message ? [w.message, vars.message] : []),
        ...(vars.dueOn ? [w.due(vars.dueOn)] : []),
      ],
      action: { label: w.open, url: vars.link },
      outro: [w.outro],
    };
  };

export const signingRequest: Localized<SigningRequestVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
