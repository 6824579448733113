import { inTime, type Localized } from './layout.ts';

/** A one-time code that proves the address belongs to the person signing up. */
export type SignupCodeVars = { name: string; code: string; expiresInMinutes: number };

export const signupCode: Localized<SignupCodeVars> = {
  en: ({ firm, name, code, expiresInMinutes }) => ({
    subject: `Your ${firm} verification code`,
    greeting: `Hello ${name},`,
    intro: ['Enter this code to confirm your e-mail address and finish creating your account:'],
    code,
    outro: [
      `The code expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you did not ask for it, ignore this e-mail: no account is created without the code.',
    ],
  }),
  es: ({ firm, name, code, expiresInMinutes }) => ({
    subject: `Su código de verificación de ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: ['Introduzca este código para confirmar su dirección de correo y terminar de crear su cuenta:'],
    code,
    outro: [
      `El código caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no lo ha solicitado, ignore este correo: sin el código no se crea ninguna cuenta.',
    ],
  }),
  de: ({ firm, name, code, expiresInMinutes }) => ({
    subject: `Ihr Bestätigungscode für ${firm}`,
    greeting: `Hallo ${name},`,
    intro: ['Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen und Ihr Konto fertig einzurichten:'],
    code,
    outro: [
      `Der Code läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code wird kein Konto angelegt.',
    ],
  }),
  it: ({ firm, name, code, expiresInMinutes }) => ({
    subject: `Il Suo codice di verifica ${firm}`,
    greeting: `Gentile ${name},`,
    intro: ["Inserisca questo codice per confermare il Suo indirizzo e-mail e completare la creazione dell'account:"],
    code,
    outro: [
      `Il codice scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      "Se non l'ha richiesto, ignori questa e-mail: senza il codice non viene creato alcun account.",
    ],
  }),
  ru: ({ firm, name, code, expiresInMinutes }) => ({
    subject: `Ваш код подтверждения ${firm}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: ['Введите этот код, чтобы подтвердить адрес электронной почты и завершить создание учётной записи:'],
    code,
    outro: [
      `Код перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы его не запрашивали, проигнорируйте это письмо: без кода учётная запись не будет создана.',
    ],
  }),
};
