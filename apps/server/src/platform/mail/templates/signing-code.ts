import { inTime, type Localized } from './layout.ts';

/** A one-time code that confirms the signer of a document (issue 31's identity check). */
export type SigningCodeVars = { name: string; title: string; code: string; expiresInMinutes: number };

export const signingCode: Localized<SigningCodeVars> = {
  en: ({ name, title, code, expiresInMinutes }) => ({
    subject: `Your code to sign ${title}`,
    greeting: `Hello ${name},`,
    intro: [`Enter this code to confirm it is you signing "${title}":`],
    code,
    outro: [
      `The code expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you are not signing this document, ignore this e-mail and tell your firm.',
    ],
  }),
  es: ({ name, title, code, expiresInMinutes }) => ({
    subject: `Su código para firmar ${title}`,
    greeting: `Hola, ${name}:`,
    intro: [`Introduzca este código para confirmar que es usted quien firma «${title}»:`],
    code,
    outro: [
      `El código caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no está firmando este documento, ignore este correo y avise a su despacho.',
    ],
  }),
  de: ({ name, title, code, expiresInMinutes }) => ({
    subject: `Ihr Code zum Unterschreiben von ${title}`,
    greeting: `Hallo ${name},`,
    intro: [`Geben Sie diesen Code ein, um zu bestätigen, dass Sie „${title}“ unterschreiben:`],
    code,
    outro: [
      `Der Code läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Wenn Sie dieses Dokument nicht unterschreiben, ignorieren Sie diese E-Mail und informieren Sie Ihre Kanzlei.',
    ],
  }),
  it: ({ name, title, code, expiresInMinutes }) => ({
    subject: `Il suo codice per firmare ${title}`,
    greeting: `Gentile ${name},`,
    intro: [`Inserisca questo codice per confermare che è lei a firmare «${title}»:`],
    code,
    outro: [
      `Il codice scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      'Se non sta firmando questo documento, ignori questa e-mail e avvisi lo studio.',
    ],
  }),
  ru: ({ name, title, code, expiresInMinutes }) => ({
    subject: `Ваш код для подписи: ${title}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [`Введите этот код, чтобы подтвердить, что «${title}» подписываете именно вы:`],
    code,
    outro: [
      `Код перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы не подписываете этот документ, проигнорируйте письмо и сообщите своей фирме.',
    ],
  }),
};
