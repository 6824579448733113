import { inTime, type Localized } from './layout.ts';

/**
 * A code for the second step of a sign-in, or to confirm codes by e-mail as a second factor (issue 32).
 * `enrolment`: the code confirms the factor (else it finishes a sign-in), so the e-mail says what it is for.
 */
export type SignInCodeVars = { name: string; code: string; enrolment: boolean; expiresInMinutes: number };

export const signInCode: Localized<SignInCodeVars> = {
  en: ({ firm, name, code, enrolment, expiresInMinutes }) => ({
    subject: enrolment ? `Confirm codes by e-mail for ${firm}` : `Your ${firm} sign-in code`,
    greeting: `Hello ${name},`,
    intro: [
      enrolment
        ? 'Type this code to receive your sign-in codes by e-mail from now on:'
        : 'Type this code to finish signing in:',
    ],
    code,
    outro: [
      `The code expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you did not just sign in, change your password: someone else knows it.',
    ],
  }),
  es: ({ firm, name, code, enrolment, expiresInMinutes }) => ({
    subject: enrolment ? `Confirme los códigos por correo de ${firm}` : `Su código para entrar en ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: [
      enrolment
        ? 'Escriba este código para recibir a partir de ahora sus códigos de acceso por correo:'
        : 'Escriba este código para terminar de entrar:',
    ],
    code,
    outro: [
      `El código caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no acaba de intentar entrar, cambie su contraseña: otra persona la conoce.',
    ],
  }),
  de: ({ firm, name, code, enrolment, expiresInMinutes }) => ({
    subject: enrolment ? `Codes per E-Mail für ${firm} bestätigen` : `Ihr Anmeldecode für ${firm}`,
    greeting: `Hallo ${name},`,
    intro: [
      enrolment
        ? 'Geben Sie diesen Code ein, um Ihre Anmeldecodes künftig per E-Mail zu erhalten:'
        : 'Geben Sie diesen Code ein, um die Anmeldung abzuschließen:',
    ],
    code,
    outro: [
      `Der Code läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Falls Sie sich gerade nicht angemeldet haben, ändern Sie Ihr Passwort: Jemand anderes kennt es.',
    ],
  }),
  it: ({ firm, name, code, enrolment, expiresInMinutes }) => ({
    subject: enrolment ? `Confermi i codici via e-mail per ${firm}` : `Il Suo codice di accesso a ${firm}`,
    greeting: `Gentile ${name},`,
    intro: [
      enrolment
        ? "Digiti questo codice per ricevere d'ora in poi i codici di accesso via e-mail:"
        : "Digiti questo codice per completare l'accesso:",
    ],
    code,
    outro: [
      `Il codice scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      'Se non ha appena tentato di accedere, cambi la password: qualcun altro la conosce.',
    ],
  }),
  ru: ({ firm, name, code, enrolment, expiresInMinutes }) => ({
    subject: enrolment ? `Подтвердите коды по почте для ${firm}` : `Ваш код для входа в ${firm}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      enrolment
        ? 'Введите этот код, чтобы впредь получать коды для входа по электронной почте:'
        : 'Введите этот код, чтобы завершить вход:',
    ],
    code,
    outro: [
      `Код перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы только что не входили, смените пароль: его знает кто-то другой.',
    ],
  }),
};
