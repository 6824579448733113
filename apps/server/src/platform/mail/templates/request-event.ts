import type { TLocale } from '@ledgerport/contract';
import { formatDay } from './formats.ts';
import type { Localized, MailContent } from './layout.ts';

/**
 * A request changed hands (issue 16): `created` and `returned` / `accepted` go to the tenant's users, `submitted`
 * to the firm's staff. `count` > 1: a recurring request made several periods at once (`dueOn` the earliest).
 */
export type RequestEventVars = {
  name: string;
  event: 'created' | 'submitted' | 'returned' | 'accepted' | 'received';
  tenantName: string;
  title: string;
  dueOn: string;
  count: number;
  note: string | null;
  link: string;
  /** A reply with documents attached reaches the request (issue 32: its address is the e-mail's Reply-To). */
  replyFiles?: boolean;
};

type Words = {
  greeting: (name: string) => string;
  subject: Record<RequestEventVars['event'], (v: RequestEventVars) => string>;
  line: Record<RequestEventVars['event'], (v: RequestEventVars, day: string) => string>;
  note: string;
  open: string;
  reply: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      created: (v) => `New request from your firm: ${v.title}`,
      submitted: (v) => `${v.tenantName} sent "${v.title}"`,
      returned: (v) => `Returned to you: ${v.title}`,
      accepted: (v) => `Accepted: ${v.title}`,
      received: (v) => `Received by your firm: ${v.title}`,
    },
    line: {
      created: (v, day) =>
        v.count > 1
          ? `Your firm asks ${v.tenantName} for "${v.title}" (${v.count} periods, the first due ${day}).`
          : `Your firm asks ${v.tenantName} for "${v.title}", due ${day}.`,
      submitted: (v) => `${v.tenantName} sent "${v.title}" for review.`,
      returned: (v) => `Your firm returned "${v.title}" (${v.tenantName}): something is still missing.`,
      accepted: (v) => `Your firm accepted "${v.title}" (${v.tenantName}). Thank you.`,
      received: (v) =>
        `Your firm marked "${v.title}" (${v.tenantName}) as received outside the portal: nothing more to send.`,
    },
    note: 'Note from your firm:',
    open: 'Open the request',
    reply: 'You can also reply to this e-mail with the documents attached: they go straight to this request.',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: {
      created: (v) => `Nueva solicitud de su despacho: ${v.title}`,
      submitted: (v) => `${v.tenantName} envió «${v.title}»`,
      returned: (v) => `Devuelta: ${v.title}`,
      accepted: (v) => `Aceptada: ${v.title}`,
      received: (v) => `Recibida por su despacho: ${v.title}`,
    },
    line: {
      created: (v, day) =>
        v.count > 1
          ? `Su despacho solicita a ${v.tenantName} «${v.title}» (${v.count} periodos, el primero vence el ${day}).`
          : `Su despacho solicita a ${v.tenantName} «${v.title}», con vencimiento el ${day}.`,
      submitted: (v) => `${v.tenantName} envió «${v.title}» para revisión.`,
      returned: (v) => `Su despacho devolvió «${v.title}» (${v.tenantName}): todavía falta algo.`,
      accepted: (v) => `Su despacho aceptó «${v.title}» (${v.tenantName}). Gracias.`,
      received: (v) =>
        `Su despacho marcó «${v.title}» (${v.tenantName}) como recibida fuera del portal: no hace falta enviar nada más.`,
    },
    note: 'Nota de su despacho:',
    open: 'Abrir la solicitud',
    reply: 'También puede responder a este correo con los documentos adjuntos: llegan directamente a esta solicitud.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      created: (v) => `Neue Anforderung Ihrer Kanzlei: ${v.title}`,
      submitted: (v) => `${v.tenantName} hat „${v.title}“ gesendet`,
      returned: (v) => `Zurückgegeben: ${v.title}`,
      accepted: (v) => `Angenommen: ${v.title}`,
      received: (v) => `Von Ihrer Kanzlei erhalten: ${v.title}`,
    },
    line: {
      created: (v, day) =>
        v.count > 1
          ? `Ihre Kanzlei fordert von ${v.tenantName} „${v.title}“ an (${v.count} Zeiträume, der erste fällig am ${day}).`
          : `Ihre Kanzlei fordert von ${v.tenantName} „${v.title}“ an, fällig am ${day}.`,
      submitted: (v) => `${v.tenantName} hat „${v.title}“ zur Prüfung gesendet.`,
      returned: (v) => `Ihre Kanzlei hat „${v.title}“ (${v.tenantName}) zurückgegeben: Es fehlt noch etwas.`,
      accepted: (v) => `Ihre Kanzlei hat „${v.title}“ (${v.tenantName}) angenommen. Vielen Dank.`,
      received: (v) =>
        `Ihre Kanzlei hat „${v.title}“ (${v.tenantName}) als außerhalb des Portals erhalten markiert: Sie müssen nichts mehr senden.`,
    },
    note: 'Hinweis Ihrer Kanzlei:',
    open: 'Anforderung öffnen',
    reply:
      'Sie können auch auf diese E-Mail antworten und die Dokumente anhängen: Sie gehen direkt an diese Anforderung.',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subject: {
      created: (v) => `Nuova richiesta dal suo studio: ${v.title}`,
      submitted: (v) => `${v.tenantName} ha inviato «${v.title}»`,
      returned: (v) => `Restituita: ${v.title}`,
      accepted: (v) => `Accettata: ${v.title}`,
      received: (v) => `Ricevuta dal suo studio: ${v.title}`,
    },
    line: {
      created: (v, day) =>
        v.count > 1
          ? `Il suo studio chiede a ${v.tenantName} «${v.title}» (${v.count} periodi, il primo in scadenza il ${day}).`
          : `Il suo studio chiede a ${v.tenantName} «${v.title}», in scadenza il ${day}.`,
      submitted: (v) => `${v.tenantName} ha inviato «${v.title}» per la verifica.`,
      returned: (v) => `Il suo studio ha restituito «${v.title}» (${v.tenantName}): manca ancora qualcosa.`,
      accepted: (v) => `Il suo studio ha accettato «${v.title}» (${v.tenantName}). Grazie.`,
      received: (v) =>
        `Il suo studio ha segnato «${v.title}» (${v.tenantName}) come ricevuta fuori dal portale: non serve inviare altro.`,
    },
    note: 'Nota dello studio:',
    open: 'Apri la richiesta',
    reply: 'Può anche rispondere a questa e-mail allegando i documenti: arrivano direttamente a questa richiesta.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: {
      created: (v) => `Новый запрос от вашей фирмы: ${v.title}`,
      submitted: (v) => `${v.tenantName} отправил(а) «${v.title}»`,
      returned: (v) => `Возвращено: ${v.title}`,
      accepted: (v) => `Принято: ${v.title}`,
      received: (v) => `Получено вашей фирмой: ${v.title}`,
    },
    line: {
      created: (v, day) =>
        v.count > 1
          ? `Ваша фирма запрашивает у ${v.tenantName} «${v.title}» (периодов: ${v.count}, первый срок ${day}).`
          : `Ваша фирма запрашивает у ${v.tenantName} «${v.title}», срок ${day}.`,
      submitted: (v) => `${v.tenantName} отправил(а) «${v.title}» на проверку.`,
      returned: (v) => `Ваша фирма вернула «${v.title}» (${v.tenantName}): чего-то ещё не хватает.`,
      accepted: (v) => `Ваша фирма приняла «${v.title}» (${v.tenantName}). Спасибо.`,
      received: (v) =>
        `Ваша фирма отметила «${v.title}» (${v.tenantName}) как полученный вне портала: больше ничего отправлять не нужно.`,
    },
    note: 'Примечание вашей фирмы:',
    open: 'Открыть запрос',
    reply: 'Можно также ответить на это письмо, приложив документы: они попадут прямо в этот запрос.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: RequestEventVars): MailContent => {
    const w = WORDS[locale];
    const note = (vars.event === 'returned' || vars.event === 'received') && vars.note ? [w.note, vars.note] : [];
    return {
      subject: w.subject[vars.event](vars),
      greeting: w.greeting(vars.name),
      intro: [w.line[vars.event](vars, formatDay(locale, vars.dueOn)), ...note],
      action: { label: w.open, url: vars.link },
      outro: vars.replyFiles ? [w.reply] : [],
      repliesFiled: vars.replyFiles === true,
    };
  };

export const requestEvent: Localized<RequestEventVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
