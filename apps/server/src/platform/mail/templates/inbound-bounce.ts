import type { TLocale } from '@ledgerport/contract';
import type { Localized, MailContent } from './layout.ts';

/**
 * E-mail in (issue 32): a message to a company's or request's address carried nothing the portal could keep
 * (no attachment, or only refused ones). Sent to the envelope sender, never to an automatic one.
 */
export type InboundBounceVars = {
  subject: string;
  /** The attachments refused, each with why. */
  refused: { name: string; reason: 'TOO_LARGE' | 'REFUSED_TYPE' }[];
  maxFileMegabytes: number;
  /**
   * Issue 34: a reply to a conversation's address the conversation refused (too long, a file it does not take,
   * too many files, the conversation gone): the reason as the portal answered it, in the sender's language.
   */
  threadRefusal?: boolean;
};

type Words = {
  subject: (s: string) => string;
  greeting: string;
  intro: (firm: string) => string;
  none: string;
  thread: string;
  refused: string;
  reason: Record<InboundBounceVars['refused'][number]['reason'], (mb: number) => string>;
  outro: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    subject: (s) => `Not received: ${s}`,
    greeting: 'Hello,',
    intro: (firm) => `Thank you for your e-mail to ${firm}'s client portal. It did not reach your firm:`,
    thread:
      'it could not be added to the conversation (it may be too long, or carry a file or more files than the portal accepts). Please answer in the portal instead.',
    none: 'it had no attachments. Attach the documents (PDF, images, spreadsheets…) and send it again.',
    refused: 'none of its attachments could be accepted:',
    reason: {
      TOO_LARGE: (mb) => `larger than ${mb} MB`,
      REFUSED_TYPE: () => 'a type of file the portal does not accept',
    },
    outro: 'If you did not send this e-mail, you can ignore this message.',
  },
  es: {
    subject: (s) => `No recibido: ${s}`,
    greeting: 'Hola:',
    intro: (firm) => `Gracias por su correo al portal de clientes de ${firm}. No llegó a su despacho:`,
    thread:
      'no se pudo añadir a la conversación (puede ser demasiado largo o llevar un archivo, o más archivos, de los que el portal acepta). Responda en el portal, por favor.',
    none: 'no tenía adjuntos. Adjunte los documentos (PDF, imágenes, hojas de cálculo…) y envíelo de nuevo.',
    refused: 'no se pudo aceptar ninguno de sus adjuntos:',
    reason: {
      TOO_LARGE: (mb) => `mayor de ${mb} MB`,
      REFUSED_TYPE: () => 'un tipo de archivo que el portal no acepta',
    },
    outro: 'Si usted no envió este correo, puede ignorar este mensaje.',
  },
  de: {
    subject: (s) => `Nicht angekommen: ${s}`,
    greeting: 'Guten Tag,',
    intro: (firm) =>
      `Vielen Dank für Ihre E-Mail an das Kundenportal von ${firm}. Sie hat Ihre Kanzlei nicht erreicht:`,
    thread:
      'Sie konnte nicht in die Unterhaltung übernommen werden (sie ist vielleicht zu lang oder enthält eine Datei oder mehr Dateien, als das Portal annimmt). Bitte antworten Sie stattdessen im Portal.',
    none: 'Sie hatte keine Anhänge. Hängen Sie die Dokumente an (PDF, Bilder, Tabellen …) und senden Sie sie erneut.',
    refused: 'Keiner ihrer Anhänge konnte angenommen werden:',
    reason: {
      TOO_LARGE: (mb) => `größer als ${mb} MB`,
      REFUSED_TYPE: () => 'eine Dateiart, die das Portal nicht annimmt',
    },
    outro: 'Wenn Sie diese E-Mail nicht gesendet haben, können Sie diese Nachricht ignorieren.',
  },
  it: {
    subject: (s) => `Non ricevuta: ${s}`,
    greeting: 'Buongiorno,',
    intro: (firm) => `Grazie per la sua e-mail al portale clienti di ${firm}. Non è arrivata al suo studio:`,
    thread:
      'non è stato possibile aggiungerla alla conversazione (forse è troppo lunga o contiene un file, o più file, di quanti il portale ne accetti). La preghiamo di rispondere nel portale.',
    none: 'non aveva allegati. Alleghi i documenti (PDF, immagini, fogli di calcolo…) e la invii di nuovo.',
    refused: 'nessuno dei suoi allegati poteva essere accettato:',
    reason: {
      TOO_LARGE: (mb) => `più grande di ${mb} MB`,
      REFUSED_TYPE: () => 'un tipo di file che il portale non accetta',
    },
    outro: 'Se non ha inviato lei questa e-mail, può ignorare questo messaggio.',
  },
  ru: {
    subject: (s) => `Не получено: ${s}`,
    greeting: 'Здравствуйте!',
    intro: (firm) => `Спасибо за письмо на клиентский портал ${firm}. Оно не дошло до вашей фирмы:`,
    thread:
      'его не удалось добавить в переписку (возможно, оно слишком длинное или содержит файл либо больше файлов, чем принимает портал). Пожалуйста, ответьте в портале.',
    none: 'в нём не было вложений. Приложите документы (PDF, изображения, таблицы…) и отправьте его снова.',
    refused: 'ни одно из его вложений не удалось принять:',
    reason: {
      TOO_LARGE: (mb) => `больше ${mb} МБ`,
      REFUSED_TYPE: () => 'тип файла, который портал не принимает',
    },
    outro: 'Если вы не отправляли это письмо, просто проигнорируйте это сообщение.',
  },
};

const content =
  (locale: TLocale) =>
  (vars: InboundBounceVars & { firm: string }): MailContent => {
    const w = WORDS[locale];
    const refused = vars.refused.map((r) => `• ${r.name}: ${w.reason[r.reason](vars.maxFileMegabytes)}`);
    return {
      subject: w.subject(vars.subject || '—'),
      greeting: w.greeting,
      intro: [
        w.intro(vars.firm),
        ...(vars.threadRefusal ? [w.thread, ...refused] : refused.length > 0 ? [w.refused, ...refused] : [w.none]),
      ],
      outro: [w.outro],
    };
  };

export const inboundBounce: Localized<InboundBounceVars> = {
  en: content('en'),
  es: content('es'),
  de: content('de'),
  it: content('it'),
  ru: content('ru'),
};
