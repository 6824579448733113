import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * A message arrived in a thread (issue 34). `from`: who wrote it (a person's name; for a client, the firm's name
 * when staff wrote). `text`: the message itself, only when the reader may have it by e-mail (staff: a client's
 * message; a client: only when the firm allows it), else null and the e-mail only points to the portal.
 * `internal`: a staff-only note (only ever to staff). `replyByEmail`: a reply to this e-mail reaches the thread.
 */
export type MessageReceivedVars = {
  name: string;
  tenantName: string;
  subject: string;
  from: string;
  text: string | null;
  internal: boolean;
  attachments: number;
  link: string;
  replyByEmail: boolean;
};

type Words = {
  greeting: (name: string) => string;
  subject: (v: MessageReceivedVars) => string;
  line: (v: MessageReceivedVars) => string;
  internal: string;
  attachments: (count: number) => string;
  open: string;
  reply: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: (v) => `New message in "${v.subject}" from ${v.from}`,
    line: (v) => `There is a new message in "${v.subject}" (${v.tenantName}) from ${v.from}.`,
    internal: 'This is an internal note: only your firm sees it.',
    attachments: (n) => (n === 1 ? 'It has 1 attachment.' : `It has ${n} attachments.`),
    open: 'Open the conversation',
    reply: 'You can also reply to this e-mail: your answer, and any documents attached, go to this conversation.',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    subject: (v) => `Nuevo mensaje en «${v.subject}» de ${v.from}`,
    line: (v) => `Hay un nuevo mensaje en «${v.subject}» (${v.tenantName}) de ${v.from}.`,
    internal: 'Es una nota interna: solo la ve su despacho.',
    attachments: (n) => (n === 1 ? 'Tiene 1 archivo adjunto.' : `Tiene ${n} archivos adjuntos.`),
    open: 'Abrir la conversación',
    reply:
      'También puede responder a este correo: su respuesta, y los documentos adjuntos, llegan a esta conversación.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: (v) => `Neue Nachricht in „${v.subject}“ von ${v.from}`,
    line: (v) => `In „${v.subject}“ (${v.tenantName}) gibt es eine neue Nachricht von ${v.from}.`,
    internal: 'Dies ist eine interne Notiz: Nur Ihre Kanzlei sieht sie.',
    attachments: (n) => (n === 1 ? 'Sie hat 1 Anhang.' : `Sie hat ${n} Anhänge.`),
    open: 'Unterhaltung öffnen',
    reply:
      'Sie können auch auf diese E-Mail antworten: Ihre Antwort und angehängte Dokumente gehen in diese Unterhaltung.',
  },
  it: {
    greeting: (name) => `Gentile ${name},`,
    subject: (v) => `Nuovo messaggio in «${v.subject}» da ${v.from}`,
    line: (v) => `C'è un nuovo messaggio in «${v.subject}» (${v.tenantName}) da ${v.from}.`,
    internal: 'È una nota interna: la vede solo il suo studio.',
    attachments: (n) => (n === 1 ? 'Contiene 1 allegato.' : `Contiene ${n} allegati.`),
    open: 'Apri la conversazione',
    reply:
      'Può anche rispondere a questa e-mail: la sua risposta, e i documenti allegati, arrivano in questa conversazione.',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    subject: (v) => `Новое сообщение в «${v.subject}» от ${v.from}`,
    line: (v) => `В переписке «${v.subject}» (${v.tenantName}) новое сообщение от ${v.from}.`,
    internal: 'Это внутренняя заметка: её видит только ваша фирма.',
    attachments: (n) => `Вложений: ${n}.`,
    open: 'Открыть переписку',
    reply: 'Можно также ответить на это письмо: ответ и приложенные документы попадут в эту переписку.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: MessageReceivedVars): MailContent => {
    const w = WORDS[locale];
    return {
      subject: w.subject(vars),
      greeting: w.greeting(vars.name),
      intro: [
        w.line(vars),
        ...(vars.internal ? [w.internal] : []),
        // The message as written, line by line (the layout escapes each; the reader's client wraps them).
        ...(vars.text !== null ? vars.text.split(/\r?\n/).filter((line) => line.trim() !== '') : []),
        ...(vars.attachments > 0 ? [w.attachments(vars.attachments)] : []),
      ],
      action: { label: w.open, url: vars.link },
      outro: vars.replyByEmail ? [w.reply] : [],
      repliesFiled: vars.replyByEmail,
    };
  };

export const messageReceived: Localized<MessageReceivedVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
