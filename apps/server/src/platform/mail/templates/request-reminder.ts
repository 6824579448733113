import type { TLocale } from '@ledgerport/contract';
import { formatDay } from './formats.ts';
import type { Localized, MailContent } from './layout.ts';

/** One OPEN request as a reminder lists it: what, for which company, when due, and the link that opens it. */
export type ReminderItem = { title: string; tenantName: string; dueOn: string; overdue: boolean; link: string };

/**
 * To a client user: every OPEN request of theirs that is due soon or overdue, across their companies, each with
 * a link straight to it. `nudge`: sent by the firm's staff now rather than by the cadence.
 */
export type RequestReminderVars = { name: string; items: ReminderItem[]; nudge: boolean };

type Words = {
  subject: (count: number, firm: string) => string;
  greeting: (name: string) => string;
  intro: (count: number, firm: string, nudge: boolean) => string;
  due: (day: string) => string;
  overdue: (day: string) => string;
  outro: string;
};

const plural = (locale: TLocale, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>) =>
  forms[new Intl.PluralRules(locale).select(count)] ?? forms.other!;

const WORDS: Record<TLocale, Words> = {
  en: {
    subject: (n, firm) => `${firm}: ${n} ${n === 1 ? 'request is' : 'requests are'} waiting for you`,
    greeting: (name) => `Hello ${name},`,
    intro: (n, firm, nudge) =>
      `${nudge ? `${firm} reminds you that` : 'A reminder:'} ${n === 1 ? 'this request is' : `these ${n} requests are`} still open. Open each one to send what is asked:`,
    due: (day) => `due ${day}`,
    overdue: (day) => `overdue since ${day}`,
    outro: 'Once you have sent an item, it leaves this list.',
  },
  es: {
    subject: (n, firm) =>
      `${firm}: ${plural('es', n, { one: '1 solicitud pendiente', other: `${n} solicitudes pendientes` })}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (n, firm, nudge) =>
      `${nudge ? `${firm} le recuerda que` : 'Recordatorio:'} ${n === 1 ? 'esta solicitud sigue abierta' : `estas ${n} solicitudes siguen abiertas`}. Abra cada una para enviar lo que se pide:`,
    due: (day) => `vence el ${day}`,
    overdue: (day) => `vencida desde el ${day}`,
    outro: 'Cuando envíe un elemento, desaparecerá de esta lista.',
  },
  de: {
    subject: (n, firm) => `${firm}: ${n === 1 ? '1 Anforderung wartet' : `${n} Anforderungen warten`} auf Sie`,
    greeting: (name) => `Hallo ${name},`,
    intro: (n, firm, nudge) =>
      `${nudge ? `${firm} erinnert Sie:` : 'Zur Erinnerung:'} ${n === 1 ? 'Diese Anforderung ist' : `Diese ${n} Anforderungen sind`} noch offen. Öffnen Sie jede, um das Verlangte zu senden:`,
    due: (day) => `fällig am ${day}`,
    overdue: (day) => `überfällig seit ${day}`,
    outro: 'Sobald Sie etwas gesendet haben, verschwindet es aus dieser Liste.',
  },
  it: {
    subject: (n, firm) => `${firm}: ${n === 1 ? '1 richiesta in attesa' : `${n} richieste in attesa`}`,
    greeting: (name) => `Gentile ${name},`,
    intro: (n, firm, nudge) =>
      `${nudge ? `${firm} le ricorda che` : 'Promemoria:'} ${n === 1 ? 'questa richiesta è ancora aperta' : `queste ${n} richieste sono ancora aperte`}. Apra ciascuna per inviare quanto richiesto:`,
    due: (day) => `scadenza ${day}`,
    overdue: (day) => `scaduta dal ${day}`,
    outro: 'Una volta inviato un elemento, scompare da questo elenco.',
  },
  ru: {
    subject: (n, firm) =>
      `${firm}: ${plural('ru', n, { one: `${n} запрос ждёт`, few: `${n} запроса ждут`, many: `${n} запросов ждут`, other: `${n} запроса ждут` })} вашего ответа`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (n, firm, nudge) =>
      `${nudge ? `${firm} напоминает:` : 'Напоминание:'} ${n === 1 ? 'этот запрос всё ещё открыт' : `эти запросы (${n}) всё ещё открыты`}. Откройте каждый, чтобы отправить то, что нужно:`,
    due: (day) => `срок ${day}`,
    overdue: (day) => `просрочен с ${day}`,
    outro: 'Как только вы что-то отправите, оно исчезнет из этого списка.',
  },
};

const content =
  (locale: TLocale) =>
  ({ firm, name, items, nudge }: RequestReminderVars & { firm: string }): MailContent => {
    const w = WORDS[locale];
    return {
      subject: w.subject(items.length, firm),
      greeting: w.greeting(name),
      intro: [w.intro(items.length, firm, nudge)],
      links: items.map((item) => ({
        label: `${item.title} (${item.tenantName}), ${(item.overdue ? w.overdue : w.due)(formatDay(locale, item.dueOn))}`,
        url: item.link,
      })),
      outro: [w.outro],
    };
  };

export const requestReminder: Localized<RequestReminderVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
