import { inTime, type Localized } from './layout.ts';

/**
 * A one-time code that confirms the address of someone uploading through an upload link (issue 32). Written to
 * whoever typed the address, who may have no account: no name, nothing about accounts.
 */
export type UploadLinkCodeVars = { companyName: string; code: string; expiresInMinutes: number };

export const uploadLinkCode: Localized<UploadLinkCodeVars> = {
  en: ({ firm, companyName, code, expiresInMinutes }) => ({
    subject: `Your code to send files to ${firm}`,
    greeting: 'Hello,',
    intro: [`Enter this code on the upload page to send files to ${firm} for ${companyName}:`],
    code,
    outro: [
      `The code expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you did not ask for it, ignore this e-mail: nothing is sent without the code.',
    ],
  }),
  es: ({ firm, companyName, code, expiresInMinutes }) => ({
    subject: `Su código para enviar archivos a ${firm}`,
    greeting: 'Hola:',
    intro: [`Introduzca este código en la página de envío para enviar archivos a ${firm} para ${companyName}:`],
    code,
    outro: [
      `El código caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no lo ha solicitado, ignore este correo: sin el código no se envía nada.',
    ],
  }),
  de: ({ firm, companyName, code, expiresInMinutes }) => ({
    subject: `Ihr Code zum Senden von Dateien an ${firm}`,
    greeting: 'Guten Tag,',
    intro: [
      `Geben Sie diesen Code auf der Seite zum Hochladen ein, um Dateien für ${companyName} an ${firm} zu senden:`,
    ],
    code,
    outro: [
      `Der Code läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code wird nichts gesendet.',
    ],
  }),
  it: ({ firm, companyName, code, expiresInMinutes }) => ({
    subject: `Il suo codice per inviare file a ${firm}`,
    greeting: 'Buongiorno,',
    intro: [`Inserisca questo codice nella pagina di caricamento per inviare file a ${firm} per ${companyName}:`],
    code,
    outro: [
      `Il codice scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      'Se non lo ha richiesto, ignori questa e-mail: senza il codice non viene inviato nulla.',
    ],
  }),
  ru: ({ firm, companyName, code, expiresInMinutes }) => ({
    subject: `Ваш код для отправки файлов в ${firm}`,
    greeting: 'Здравствуйте!',
    intro: [`Введите этот код на странице загрузки, чтобы отправить файлы в ${firm} для ${companyName}:`],
    code,
    outro: [
      `Код перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы не запрашивали код, проигнорируйте это письмо: без кода ничего не будет отправлено.',
    ],
  }),
};
