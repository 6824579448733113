import type { TLocale, TNotificationContent } from '@ledgerport/contract';
import { formatDay, formatMoney, formatMonth, periodTypeLabel } from './formats.ts';
import type { Localized, MailContent } from './layout.ts';

/** One notification of a digest, as the app stored it (kind and facts), with the link that opens it. */
export type DigestItem = { notification: TNotificationContent; link: string };

/**
 * The daily digest (issue 32, part 5): what happened since the last one, company by company (`tenantName` null:
 * about no company), each item linking to where it is seen. `more`: items left out of a very long digest (the app
 * lists them all at `allLink`).
 */
export type NotificationDigestVars = {
  name: string;
  groups: { tenantName: string | null; items: DigestItem[] }[];
  more: number;
  allLink: string;
};

type Forms = Partial<Record<Intl.LDMLPluralRule, string>>;
const plural = (locale: TLocale, count: number, forms: Forms) =>
  forms[new Intl.PluralRules(locale).select(count)] ?? forms.other!;

type Facts = { day: (d: string) => string; month: (m: string) => string; money: (a: string) => string };

type Words = {
  subject: (count: number, firm: string) => string;
  greeting: (name: string) => string;
  intro: (count: number) => string;
  noCompany: string;
  more: (count: number) => string;
  open: string;
  outro: string;
  line: (n: TNotificationContent, f: Facts, locale: TLocale) => string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    subject: (n, firm) => `${firm}: your daily summary (${n === 1 ? '1 update' : `${n} updates`})`,
    greeting: (name) => `Hello ${name},`,
    intro: (n) =>
      n === 1
        ? 'Here is what happened since your last summary:'
        : `Here are the ${n} things that happened since your last summary:`,
    noCompany: 'Other news',
    more: (n) => `…and ${n} more. Open your notifications to see them all.`,
    open: 'Open your notifications',
    outro: 'You receive one summary a day because you chose it on your profile, where you can change it.',
    line: (n, f, locale) => {
      switch (n.kind) {
        case 'SALES_TAX_SUBMITTED':
          return `Sales tax information sent for ${f.month(n.params.sale_month_date)}`;
        case 'SALES_TAX_PROCESSED':
          return `Sales tax for ${f.month(n.params.sale_month_date)} processed on ${f.day(n.params.process_date)}: payable tax ${f.money(n.params.payable_tax_amount)}`;
        case 'PAYROLL_SUBMITTED':
          return `Payroll information sent (${periodTypeLabel(locale, n.params.payroll_period_type)}, ${f.day(n.params.payroll_period_date_from)} – ${f.day(n.params.payroll_period_date_to)})`;
        case 'FILES_UPLOADED':
          return n.params.count === 1
            ? `File uploaded: ${n.params.file_name}`
            : `${n.params.count} files uploaded (latest: ${n.params.file_name})`;
        case 'PUSH_MESSAGE':
          return `Message from your firm: ${n.params.subject}`;
        case 'REQUEST_CREATED':
          return n.params.count > 1
            ? `${n.params.count} new requests "${n.params.title}", the first due ${f.day(n.params.due_on)}`
            : `New request "${n.params.title}", due ${f.day(n.params.due_on)}`;
        case 'REQUEST_SUBMITTED':
          return `"${n.params.title}" sent for review`;
        case 'REQUEST_RETURNED':
          return `"${n.params.title}" was returned: ${n.params.note}`;
        case 'REQUEST_ACCEPTED':
          return `"${n.params.title}" was accepted`;
        case 'REQUEST_RECEIVED':
          return `"${n.params.title}" was marked as received outside the portal: ${n.params.note}`;
        case 'FILE_NEEDS_ATTENTION':
          return n.params.count > 1
            ? `${n.params.count} files need your attention (first: ${n.params.file_name}): ${n.params.note}`
            : `${n.params.file_name} needs your attention: ${n.params.note}`;
        case 'SIGNING_REQUESTED':
          return n.params.reminder ? `Reminder: please sign "${n.params.title}"` : `Please sign "${n.params.title}"`;
        case 'SIGNING_COMPLETED':
          return `Everyone has signed "${n.params.title}"; your signed copy is ready`;
        case 'ENVELOPE_COMPLETED':
          return `Every signer has signed "${n.params.title}"; the sealed copy is ready`;
        case 'EMAIL_RECEIVED':
          return `${n.params.count === 1 ? 'A file' : `${n.params.count} files`} received by e-mail from ${n.params.sender}`;
        case 'EMAIL_HELD':
          return `An e-mail from ${n.params.sender} with ${n.params.count === 1 ? 'one file' : `${n.params.count} files`} is waiting in the quarantine`;
        case 'MESSAGE_RECEIVED':
          return n.params.internal
            ? `Internal note in "${n.params.subject}" from ${n.params.from}`
            : `New message in "${n.params.subject}" from ${n.params.from}`;
      }
    },
  },
  es: {
    subject: (n, firm) =>
      `${firm}: su resumen diario (${plural('es', n, { one: '1 novedad', other: `${n} novedades` })})`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (n) =>
      n === 1
        ? 'Esto es lo que ocurrió desde su último resumen:'
        : `Estas son las ${n} novedades desde su último resumen:`,
    noCompany: 'Otras novedades',
    more: (n) => `…y ${n} más. Abra sus notificaciones para verlas todas.`,
    open: 'Abrir sus notificaciones',
    outro: 'Recibe un resumen al día porque lo eligió en su perfil, donde puede cambiarlo.',
    line: (n, f, locale) => {
      switch (n.kind) {
        case 'SALES_TAX_SUBMITTED':
          return `Información del impuesto sobre ventas enviada para ${f.month(n.params.sale_month_date)}`;
        case 'SALES_TAX_PROCESSED':
          return `Impuesto sobre ventas de ${f.month(n.params.sale_month_date)} procesado el ${f.day(n.params.process_date)}: impuesto a pagar ${f.money(n.params.payable_tax_amount)}`;
        case 'PAYROLL_SUBMITTED':
          return `Información de nómina enviada (${periodTypeLabel(locale, n.params.payroll_period_type)}, ${f.day(n.params.payroll_period_date_from)} – ${f.day(n.params.payroll_period_date_to)})`;
        case 'FILES_UPLOADED':
          return n.params.count === 1
            ? `Archivo subido: ${n.params.file_name}`
            : `${n.params.count} archivos subidos (el último: ${n.params.file_name})`;
        case 'PUSH_MESSAGE':
          return `Mensaje de su despacho: ${n.params.subject}`;
        case 'REQUEST_CREATED':
          return n.params.count > 1
            ? `${n.params.count} solicitudes nuevas «${n.params.title}», la primera vence el ${f.day(n.params.due_on)}`
            : `Nueva solicitud «${n.params.title}», vence el ${f.day(n.params.due_on)}`;
        case 'REQUEST_SUBMITTED':
          return `«${n.params.title}» enviada para revisión`;
        case 'REQUEST_RETURNED':
          return `«${n.params.title}» fue devuelta: ${n.params.note}`;
        case 'REQUEST_ACCEPTED':
          return `«${n.params.title}» fue aceptada`;
        case 'REQUEST_RECEIVED':
          return `«${n.params.title}» se marcó como recibida fuera del portal: ${n.params.note}`;
        case 'FILE_NEEDS_ATTENTION':
          return n.params.count > 1
            ? `${n.params.count} archivos requieren su atención (el primero: ${n.params.file_name}): ${n.params.note}`
            : `${n.params.file_name} requiere su atención: ${n.params.note}`;
        case 'SIGNING_REQUESTED':
          return n.params.reminder
            ? `Recordatorio: firme «${n.params.title}», por favor`
            : `Firme «${n.params.title}», por favor`;
        case 'SIGNING_COMPLETED':
          return `Todos han firmado «${n.params.title}»; su copia firmada está lista`;
        case 'ENVELOPE_COMPLETED':
          return `Todos los firmantes han firmado «${n.params.title}»; la copia sellada está lista`;
        case 'EMAIL_RECEIVED':
          return `${n.params.count === 1 ? 'Un archivo recibido' : `${n.params.count} archivos recibidos`} por correo de ${n.params.sender}`;
        case 'EMAIL_HELD':
          return `Un correo de ${n.params.sender} con ${n.params.count === 1 ? 'un archivo' : `${n.params.count} archivos`} espera en la cuarentena`;
        case 'MESSAGE_RECEIVED':
          return n.params.internal
            ? `Nota interna en «${n.params.subject}» de ${n.params.from}`
            : `Nuevo mensaje en «${n.params.subject}» de ${n.params.from}`;
      }
    },
  },
  de: {
    subject: (n, firm) => `${firm}: Ihre tägliche Zusammenfassung (${n === 1 ? '1 Neuigkeit' : `${n} Neuigkeiten`})`,
    greeting: (name) => `Hallo ${name},`,
    intro: (n) =>
      n === 1
        ? 'Das ist seit Ihrer letzten Zusammenfassung geschehen:'
        : `Diese ${n} Dinge sind seit Ihrer letzten Zusammenfassung geschehen:`,
    noCompany: 'Weitere Neuigkeiten',
    more: (n) => `…und ${n} weitere. Öffnen Sie Ihre Benachrichtigungen, um alle zu sehen.`,
    open: 'Benachrichtigungen öffnen',
    outro:
      'Sie erhalten eine Zusammenfassung pro Tag, weil Sie das in Ihrem Profil gewählt haben; dort können Sie es ändern.',
    line: (n, f, locale) => {
      switch (n.kind) {
        case 'SALES_TAX_SUBMITTED':
          return `Umsatzsteuerangaben für ${f.month(n.params.sale_month_date)} gesendet`;
        case 'SALES_TAX_PROCESSED':
          return `Umsatzsteuer für ${f.month(n.params.sale_month_date)} am ${f.day(n.params.process_date)} bearbeitet: zu zahlende Steuer ${f.money(n.params.payable_tax_amount)}`;
        case 'PAYROLL_SUBMITTED':
          return `Lohnabrechnungsangaben gesendet (${periodTypeLabel(locale, n.params.payroll_period_type)}, ${f.day(n.params.payroll_period_date_from)} – ${f.day(n.params.payroll_period_date_to)})`;
        case 'FILES_UPLOADED':
          return n.params.count === 1
            ? `Datei hochgeladen: ${n.params.file_name}`
            : `${n.params.count} Dateien hochgeladen (zuletzt: ${n.params.file_name})`;
        case 'PUSH_MESSAGE':
          return `Nachricht Ihrer Kanzlei: ${n.params.subject}`;
        case 'REQUEST_CREATED':
          return n.params.count > 1
            ? `${n.params.count} neue Anforderungen „${n.params.title}“, die erste fällig am ${f.day(n.params.due_on)}`
            : `Neue Anforderung „${n.params.title}“, fällig am ${f.day(n.params.due_on)}`;
        case 'REQUEST_SUBMITTED':
          return `„${n.params.title}“ zur Prüfung gesendet`;
        case 'REQUEST_RETURNED':
          return `„${n.params.title}“ wurde zurückgegeben: ${n.params.note}`;
        case 'REQUEST_ACCEPTED':
          return `„${n.params.title}“ wurde angenommen`;
        case 'REQUEST_RECEIVED':
          return `„${n.params.title}“ wurde als außerhalb des Portals erhalten markiert: ${n.params.note}`;
        case 'FILE_NEEDS_ATTENTION':
          return n.params.count > 1
            ? `${n.params.count} Dateien mit Klärungsbedarf (zuerst: ${n.params.file_name}): ${n.params.note}`
            : `${n.params.file_name} hat Klärungsbedarf: ${n.params.note}`;
        case 'SIGNING_REQUESTED':
          return n.params.reminder
            ? `Erinnerung: Bitte unterschreiben Sie „${n.params.title}“`
            : `Bitte unterschreiben Sie „${n.params.title}“`;
        case 'SIGNING_COMPLETED':
          return `Alle haben „${n.params.title}“ unterschrieben; Ihre unterschriebene Fassung liegt bereit`;
        case 'ENVELOPE_COMPLETED':
          return `Alle Unterzeichner haben „${n.params.title}“ unterschrieben; die versiegelte Fassung liegt bereit`;
        case 'EMAIL_RECEIVED':
          return `${n.params.count === 1 ? 'Eine Datei' : `${n.params.count} Dateien`} per E-Mail von ${n.params.sender} erhalten`;
        case 'EMAIL_HELD':
          return `Eine E-Mail von ${n.params.sender} mit ${n.params.count === 1 ? 'einer Datei' : `${n.params.count} Dateien`} wartet in der Quarantäne`;
        case 'MESSAGE_RECEIVED':
          return n.params.internal
            ? `Interne Notiz in „${n.params.subject}“ von ${n.params.from}`
            : `Neue Nachricht in „${n.params.subject}“ von ${n.params.from}`;
      }
    },
  },
  it: {
    subject: (n, firm) => `${firm}: il suo riepilogo giornaliero (${n === 1 ? '1 novità' : `${n} novità`})`,
    greeting: (name) => `Gentile ${name},`,
    intro: (n) =>
      n === 1 ? 'Ecco cosa è successo dal suo ultimo riepilogo:' : `Ecco le ${n} novità dal suo ultimo riepilogo:`,
    noCompany: 'Altre novità',
    more: (n) => `…e altre ${n}. Apra le sue notifiche per vederle tutte.`,
    open: 'Apri le notifiche',
    outro: 'Riceve un riepilogo al giorno perché lo ha scelto nel suo profilo, dove può cambiarlo.',
    line: (n, f, locale) => {
      switch (n.kind) {
        case 'SALES_TAX_SUBMITTED':
          return `Informazioni sull'imposta sulle vendite inviate per ${f.month(n.params.sale_month_date)}`;
        case 'SALES_TAX_PROCESSED':
          return `Imposta sulle vendite di ${f.month(n.params.sale_month_date)} elaborata il ${f.day(n.params.process_date)}: imposta da versare ${f.money(n.params.payable_tax_amount)}`;
        case 'PAYROLL_SUBMITTED':
          return `Informazioni sulle buste paga inviate (${periodTypeLabel(locale, n.params.payroll_period_type)}, ${f.day(n.params.payroll_period_date_from)} – ${f.day(n.params.payroll_period_date_to)})`;
        case 'FILES_UPLOADED':
          return n.params.count === 1
            ? `Documento caricato: ${n.params.file_name}`
            : `${n.params.count} documenti caricati (l'ultimo: ${n.params.file_name})`;
        case 'PUSH_MESSAGE':
          return `Messaggio dal suo studio: ${n.params.subject}`;
        case 'REQUEST_CREATED':
          return n.params.count > 1
            ? `${n.params.count} nuove richieste «${n.params.title}», la prima in scadenza il ${f.day(n.params.due_on)}`
            : `Nuova richiesta «${n.params.title}», in scadenza il ${f.day(n.params.due_on)}`;
        case 'REQUEST_SUBMITTED':
          return `«${n.params.title}» inviata per la verifica`;
        case 'REQUEST_RETURNED':
          return `«${n.params.title}» è stata restituita: ${n.params.note}`;
        case 'REQUEST_ACCEPTED':
          return `«${n.params.title}» è stata accettata`;
        case 'REQUEST_RECEIVED':
          return `«${n.params.title}» è stata segnata come ricevuta fuori dal portale: ${n.params.note}`;
        case 'FILE_NEEDS_ATTENTION':
          return n.params.count > 1
            ? `${n.params.count} documenti richiedono attenzione (il primo: ${n.params.file_name}): ${n.params.note}`
            : `${n.params.file_name} richiede attenzione: ${n.params.note}`;
        case 'SIGNING_REQUESTED':
          return n.params.reminder ? `Promemoria: firmi «${n.params.title}»` : `Firmi «${n.params.title}»`;
        case 'SIGNING_COMPLETED':
          return `Tutti hanno firmato «${n.params.title}»; la sua copia firmata è pronta`;
        case 'ENVELOPE_COMPLETED':
          return `Tutti i firmatari hanno firmato «${n.params.title}»; la copia sigillata è pronta`;
        case 'EMAIL_RECEIVED':
          return `${n.params.count === 1 ? 'Un file ricevuto' : `${n.params.count} file ricevuti`} per e-mail da ${n.params.sender}`;
        case 'EMAIL_HELD':
          return `Un'e-mail di ${n.params.sender} con ${n.params.count === 1 ? 'un file' : `${n.params.count} file`} attende in quarantena`;
        case 'MESSAGE_RECEIVED':
          return n.params.internal
            ? `Nota interna in «${n.params.subject}» da ${n.params.from}`
            : `Nuovo messaggio in «${n.params.subject}» da ${n.params.from}`;
      }
    },
  },
  ru: {
    subject: (n, firm) =>
      `${firm}: ваша ежедневная сводка (${plural('ru', n, { one: `${n} новость`, few: `${n} новости`, many: `${n} новостей`, other: `${n} новости` })})`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (n) =>
      n === 1
        ? 'Вот что произошло после вашей прошлой сводки:'
        : `Вот что произошло после вашей прошлой сводки (событий: ${n}):`,
    noCompany: 'Другие новости',
    more: (n) => `…и ещё ${n}. Откройте уведомления, чтобы увидеть всё.`,
    open: 'Открыть уведомления',
    outro: 'Вы получаете одну сводку в день, потому что выбрали это в своём профиле; там же это можно изменить.',
    line: (n, f, locale) => {
      switch (n.kind) {
        case 'SALES_TAX_SUBMITTED':
          return `Отправлены сведения о налоге с продаж за ${f.month(n.params.sale_month_date)}`;
        case 'SALES_TAX_PROCESSED':
          return `Налог с продаж за ${f.month(n.params.sale_month_date)} обработан ${f.day(n.params.process_date)}, налог к уплате ${f.money(n.params.payable_tax_amount)}`;
        case 'PAYROLL_SUBMITTED':
          return `Отправлены сведения о зарплате (${periodTypeLabel(locale, n.params.payroll_period_type)}, ${f.day(n.params.payroll_period_date_from)} – ${f.day(n.params.payroll_period_date_to)})`;
        case 'FILES_UPLOADED':
          return n.params.count === 1
            ? `Загружен файл ${n.params.file_name}`
            : `Загружено файлов: ${n.params.count} (последний: ${n.params.file_name})`;
        case 'PUSH_MESSAGE':
          return `Сообщение от вашей фирмы: ${n.params.subject}`;
        case 'REQUEST_CREATED':
          return n.params.count > 1
            ? `Новые запросы «${n.params.title}» (${n.params.count}), первый со сроком ${f.day(n.params.due_on)}`
            : `Новый запрос «${n.params.title}», срок ${f.day(n.params.due_on)}`;
        case 'REQUEST_SUBMITTED':
          return `«${n.params.title}» отправлен на проверку`;
        case 'REQUEST_RETURNED':
          return `«${n.params.title}» возвращён: ${n.params.note}`;
        case 'REQUEST_ACCEPTED':
          return `«${n.params.title}» принят`;
        case 'REQUEST_RECEIVED':
          return `«${n.params.title}» отмечен как полученный вне портала: ${n.params.note}`;
        case 'FILE_NEEDS_ATTENTION':
          return n.params.count > 1
            ? `Файлы, требующие внимания: ${n.params.count} (первый: ${n.params.file_name}): ${n.params.note}`
            : `${n.params.file_name} требует внимания: ${n.params.note}`;
        case 'SIGNING_REQUESTED':
          return n.params.reminder
            ? `Напоминание: пожалуйста, подпишите «${n.params.title}»`
            : `Пожалуйста, подпишите «${n.params.title}»`;
        case 'SIGNING_COMPLETED':
          return `Все подписали «${n.params.title}»; ваш подписанный экземпляр готов`;
        case 'ENVELOPE_COMPLETED':
          return `Все подписанты подписали «${n.params.title}»; заверенный экземпляр готов`;
        case 'EMAIL_RECEIVED':
          return `Получено по почте от ${n.params.sender}: файлов — ${n.params.count}`;
        case 'EMAIL_HELD':
          return `Письмо от ${n.params.sender} (файлов — ${n.params.count}) ждёт в карантине`;
        case 'MESSAGE_RECEIVED':
          return n.params.internal
            ? `Внутренняя заметка в «${n.params.subject}» от ${n.params.from}`
            : `Новое сообщение в «${n.params.subject}» от ${n.params.from}`;
      }
    },
  },
};

const content =
  (locale: TLocale) =>
  ({ firm, name, groups, more, allLink }: NotificationDigestVars & { firm: string }): MailContent => {
    const w = WORDS[locale];
    const facts: Facts = {
      day: (d) => formatDay(locale, d),
      month: (m) => formatMonth(locale, m),
      money: (a) => formatMoney(locale, a),
    };
    const count = groups.reduce((sum, group) => sum + group.items.length, 0) + more;
    return {
      subject: w.subject(count, firm),
      greeting: w.greeting(name),
      intro: [w.intro(count)],
      sections: groups.map((group) => ({
        heading: group.tenantName ?? w.noCompany,
        links: group.items.map((item) => ({ label: w.line(item.notification, facts, locale), url: item.link })),
      })),
      action: { label: w.open, url: allLink },
      outro: [...(more > 0 ? [w.more(more)] : []), w.outro],
    };
  };

export const notificationDigest: Localized<NotificationDigestVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
