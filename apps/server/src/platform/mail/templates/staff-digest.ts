import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/** What one client sent in the digest's window: uploaded files, submissions (sales tax, payroll, requests), signatures. */
export type StaffDigestSent = {
  tenantName: string;
  uploads: number;
  submissions: number;
  signatures: number;
  link: string;
};
/** One client's OPEN requests past their due date. */
export type StaffDigestOverdue = { tenantName: string; count: number; link: string };

/**
 * The staff morning digest (issue 32, part 5): for a staff member, what the clients they look after sent since the
 * last digest, and what is overdue for them, company by company with counts and links. `totals` count every
 * client, listed or not; `moreSent` / `moreOverdue`: clients left out of a very long list.
 */
export type StaffDigestVars = {
  name: string;
  sent: StaffDigestSent[];
  overdue: StaffDigestOverdue[];
  totals: { uploads: number; submissions: number; signatures: number; overdue: number };
  moreSent: number;
  moreOverdue: number;
  link: string;
};

type Forms = Partial<Record<Intl.LDMLPluralRule, string>>;
const pick = (locale: TLocale, count: number, forms: Forms) =>
  (forms[new Intl.PluralRules(locale).select(count)] ?? forms.other!).replace('#', String(count));

type Words = {
  subject: (firm: string, sent: number, overdue: number) => string;
  greeting: (name: string) => string;
  sentTotals: (t: StaffDigestVars['totals']) => string;
  nothingSent: string;
  overdueTotal: (count: number) => string;
  sentHeading: string;
  overdueHeading: string;
  uploads: Forms;
  submissions: Forms;
  signatures: Forms;
  overdue: Forms;
  more: (count: number) => string;
  open: string;
  outro: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    subject: (firm, sent, overdue) => `${firm}: your clients this morning (${sent} new, ${overdue} overdue)`,
    greeting: (name) => `Good morning ${name},`,
    sentTotals: (t) =>
      `Since your last digest your clients sent ${pick('en', t.uploads, { one: '# file', other: '# files' })}, ${pick('en', t.submissions, { one: '# submission', other: '# submissions' })} and ${pick('en', t.signatures, { one: '# signature', other: '# signatures' })}.`,
    nothingSent: 'Your clients sent nothing new since your last digest.',
    overdueTotal: (n) => `Overdue requests of your clients: ${n}.`,
    sentHeading: 'Sent by your clients',
    overdueHeading: 'Overdue requests',
    uploads: { one: '# file uploaded', other: '# files uploaded' },
    submissions: { one: '# submission', other: '# submissions' },
    signatures: { one: '# signature', other: '# signatures' },
    overdue: { one: '# overdue request', other: '# overdue requests' },
    more: (n) => `…and ${n} more clients.`,
    open: 'Open the dashboard',
    outro: 'You receive this digest for the clients you look after; turn it off on your profile.',
  },
  es: {
    subject: (firm, sent, overdue) => `${firm}: sus clientes esta mañana (${sent} nuevos, ${overdue} vencidos)`,
    greeting: (name) => `Buenos días, ${name}:`,
    sentTotals: (t) =>
      `Desde su último resumen sus clientes enviaron ${pick('es', t.uploads, { one: '# archivo', other: '# archivos' })}, ${pick('es', t.submissions, { one: '# envío', other: '# envíos' })} y ${pick('es', t.signatures, { one: '# firma', other: '# firmas' })}.`,
    nothingSent: 'Sus clientes no enviaron nada nuevo desde su último resumen.',
    overdueTotal: (n) => `Solicitudes vencidas de sus clientes: ${n}.`,
    sentHeading: 'Enviado por sus clientes',
    overdueHeading: 'Solicitudes vencidas',
    uploads: { one: '# archivo subido', other: '# archivos subidos' },
    submissions: { one: '# envío', other: '# envíos' },
    signatures: { one: '# firma', other: '# firmas' },
    overdue: { one: '# solicitud vencida', other: '# solicitudes vencidas' },
    more: (n) => `…y ${n} clientes más.`,
    open: 'Abrir el panel',
    outro: 'Recibe este resumen por los clientes que atiende; puede desactivarlo en su perfil.',
  },
  de: {
    subject: (firm, sent, overdue) => `${firm}: Ihre Mandanten heute Morgen (${sent} neu, ${overdue} überfällig)`,
    greeting: (name) => `Guten Morgen ${name},`,
    sentTotals: (t) =>
      `Seit Ihrer letzten Zusammenfassung haben Ihre Mandanten ${pick('de', t.uploads, { one: '# Datei', other: '# Dateien' })}, ${pick('de', t.submissions, { one: '# Einreichung', other: '# Einreichungen' })} und ${pick('de', t.signatures, { one: '# Unterschrift', other: '# Unterschriften' })} gesendet.`,
    nothingSent: 'Ihre Mandanten haben seit Ihrer letzten Zusammenfassung nichts Neues gesendet.',
    overdueTotal: (n) => `Überfällige Anforderungen Ihrer Mandanten: ${n}.`,
    sentHeading: 'Von Ihren Mandanten gesendet',
    overdueHeading: 'Überfällige Anforderungen',
    uploads: { one: '# Datei hochgeladen', other: '# Dateien hochgeladen' },
    submissions: { one: '# Einreichung', other: '# Einreichungen' },
    signatures: { one: '# Unterschrift', other: '# Unterschriften' },
    overdue: { one: '# überfällige Anforderung', other: '# überfällige Anforderungen' },
    more: (n) => `…und ${n} weitere Mandanten.`,
    open: 'Übersicht öffnen',
    outro:
      'Sie erhalten diese Zusammenfassung für die Mandanten, die Sie betreuen; abschalten können Sie sie in Ihrem Profil.',
  },
  it: {
    subject: (firm, sent, overdue) => `${firm}: i suoi clienti stamattina (${sent} nuovi, ${overdue} scaduti)`,
    greeting: (name) => `Buongiorno ${name},`,
    sentTotals: (t) =>
      `Dal suo ultimo riepilogo i suoi clienti hanno inviato ${pick('it', t.uploads, { one: '# documento', other: '# documenti' })}, ${pick('it', t.submissions, { one: '# invio', other: '# invii' })} e ${pick('it', t.signatures, { one: '# firma', other: '# firme' })}.`,
    nothingSent: 'I suoi clienti non hanno inviato nulla di nuovo dal suo ultimo riepilogo.',
    overdueTotal: (n) => `Richieste scadute dei suoi clienti: ${n}.`,
    sentHeading: 'Inviato dai suoi clienti',
    overdueHeading: 'Richieste scadute',
    uploads: { one: '# documento caricato', other: '# documenti caricati' },
    submissions: { one: '# invio', other: '# invii' },
    signatures: { one: '# firma', other: '# firme' },
    overdue: { one: '# richiesta scaduta', other: '# richieste scadute' },
    more: (n) => `…e altri ${n} clienti.`,
    open: 'Apri il cruscotto',
    outro: 'Riceve questo riepilogo per i clienti che segue; può disattivarlo nel suo profilo.',
  },
  ru: {
    subject: (firm, sent, overdue) => `${firm}: ваши клиенты этим утром (новое: ${sent}, просрочено: ${overdue})`,
    greeting: (name) => `Доброе утро, ${name}!`,
    sentTotals: (t) =>
      `После вашей прошлой сводки клиенты отправили: файлы — ${t.uploads}, сведения и запросы — ${t.submissions}, подписи — ${t.signatures}.`,
    nothingSent: 'После вашей прошлой сводки клиенты ничего нового не отправили.',
    overdueTotal: (n) => `Просроченные запросы ваших клиентов: ${n}.`,
    sentHeading: 'Отправлено вашими клиентами',
    overdueHeading: 'Просроченные запросы',
    uploads: {
      one: '# файл загружен',
      few: '# файла загружено',
      many: '# файлов загружено',
      other: '# файла загружено',
    },
    submissions: { one: '# отправка', few: '# отправки', many: '# отправок', other: '# отправки' },
    signatures: { one: '# подпись', few: '# подписи', many: '# подписей', other: '# подписи' },
    overdue: {
      one: '# просроченный запрос',
      few: '# просроченных запроса',
      many: '# просроченных запросов',
      other: '# просроченного запроса',
    },
    more: (n) => `…и ещё клиентов: ${n}.`,
    open: 'Открыть панель',
    outro: 'Вы получаете эту сводку по клиентам, которых ведёте; отключить её можно в профиле.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: StaffDigestVars & { firm: string }): MailContent => {
    const w = WORDS[locale];
    const { totals } = vars;
    const sentCount = totals.uploads + totals.submissions + totals.signatures;
    const counted = (count: number, forms: Forms) => (count > 0 ? [pick(locale, count, forms)] : []);
    const sections = [
      ...(vars.sent.length
        ? [
            {
              heading: w.sentHeading,
              links: vars.sent.map((s) => ({
                label: `${s.tenantName}: ${[...counted(s.uploads, w.uploads), ...counted(s.submissions, w.submissions), ...counted(s.signatures, w.signatures)].join(', ')}`,
                url: s.link,
              })),
            },
          ]
        : []),
      ...(vars.overdue.length
        ? [
            {
              heading: w.overdueHeading,
              links: vars.overdue.map((o) => ({
                label: `${o.tenantName}: ${pick(locale, o.count, w.overdue)}`,
                url: o.link,
              })),
            },
          ]
        : []),
    ];
    const more = vars.moreSent + vars.moreOverdue;
    return {
      subject: w.subject(vars.firm, sentCount, totals.overdue),
      greeting: w.greeting(vars.name),
      intro: [
        sentCount > 0 ? w.sentTotals(totals) : w.nothingSent,
        ...(totals.overdue > 0 ? [w.overdueTotal(totals.overdue)] : []),
      ],
      sections,
      action: { label: w.open, url: vars.link },
      outro: [...(more > 0 ? [w.more(more)] : []), w.outro],
    };
  };

export const staffDigest: Localized<StaffDigestVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
