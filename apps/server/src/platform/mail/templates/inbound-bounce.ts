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
};

type Words = {
  subject: (s: string) => string;
  greeting: string;
  intro: (firm: string) => string;
  none: string;
  refused: string;
  reason: Record<InboundBounceVars['refused'][number]['reason'], (mb: number) => string>;
  outro: string;
};

const WORDS: Record<TLocale, Words> = {
  en: {
    subject: (s) => `Not received: ${s}`,
    greeting: 'Hello,',
    intro: (firm) => `Thank you for your e-mail to ${firm}'s client portal. It did not reach your firm:`,
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
      intro: [w.intro(vars.firm), ...(refused.length > 0 ? [w.refused, ...refused] : [w.none])],
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
