import { inTime, type Localized } from './layout.ts';

/** "E-mail me a sign-in link" (issue 32): the link and a code, both good only in the browser that asked. */
export type EmailSignInVars = { name: string; link: string; code: string; expiresInMinutes: number };

export const emailSignIn: Localized<EmailSignInVars> = {
  en: ({ firm, name, link, code, expiresInMinutes }) => ({
    subject: `Your ${firm} sign-in link`,
    greeting: `Hello ${name},`,
    intro: [
      `Someone (we hope you) asked to sign in to ${firm} without a password.`,
      'Open the link in the same browser where you asked for it, or type this code there:',
    ],
    action: { label: 'Sign in', url: link },
    code,
    outro: [
      `The link and the code work once, ${inTime('en', expiresInMinutes, 'minute')} at most.`,
      'If you did not ask for this, ignore this e-mail: nobody can sign in with it from another browser.',
    ],
  }),
  es: ({ firm, name, link, code, expiresInMinutes }) => ({
    subject: `Su enlace para entrar en ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `Alguien (esperamos que usted) ha pedido entrar en ${firm} sin contraseña.`,
      'Abra el enlace en el mismo navegador desde el que lo pidió, o escriba allí este código:',
    ],
    action: { label: 'Entrar', url: link },
    code,
    outro: [
      `El enlace y el código sirven una sola vez y caducan ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no lo ha pedido, ignore este correo: nadie puede entrar con él desde otro navegador.',
    ],
  }),
  de: ({ firm, name, link, code, expiresInMinutes }) => ({
    subject: `Ihr Anmeldelink für ${firm}`,
    greeting: `Hallo ${name},`,
    intro: [
      `Jemand (hoffentlich Sie) möchte sich ohne Passwort bei ${firm} anmelden.`,
      'Öffnen Sie den Link im selben Browser, in dem Sie ihn angefordert haben, oder geben Sie dort diesen Code ein:',
    ],
    action: { label: 'Anmelden', url: link },
    code,
    outro: [
      `Link und Code gelten einmal und laufen ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: In einem anderen Browser meldet sie niemanden an.',
    ],
  }),
  it: ({ firm, name, link, code, expiresInMinutes }) => ({
    subject: `Il Suo link di accesso a ${firm}`,
    greeting: `Gentile ${name},`,
    intro: [
      `Qualcuno (speriamo Lei) ha chiesto di accedere a ${firm} senza password.`,
      'Apra il link nello stesso browser da cui lo ha richiesto, oppure vi digiti questo codice:',
    ],
    action: { label: 'Accedi', url: link },
    code,
    outro: [
      `Il link e il codice valgono una sola volta e scadono ${inTime('it', expiresInMinutes, 'minute')}.`,
      "Se non l'ha richiesto, ignori questa e-mail: da un altro browser non permette di accedere.",
    ],
  }),
  ru: ({ firm, name, link, code, expiresInMinutes }) => ({
    subject: `Ссылка для входа в ${firm}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `Кто-то (надеемся, вы) попросил войти в ${firm} без пароля.`,
      'Откройте ссылку в том же браузере, где вы её запросили, или введите там этот код:',
    ],
    action: { label: 'Войти', url: link },
    code,
    outro: [
      `Ссылка и код действуют один раз и перестанут действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы этого не запрашивали, проигнорируйте письмо: из другого браузера по нему войти нельзя.',
    ],
  }),
};
