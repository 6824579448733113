import { inTime, type Localized } from './layout.ts';

/** Sent on "forgot password"; the link lets the owner of the address choose a new one. */
export type PasswordResetVars = { name: string; link: string; expiresInMinutes: number };

export const passwordReset: Localized<PasswordResetVars> = {
  en: ({ firm, name, link, expiresInMinutes }) => ({
    subject: `Reset your ${firm} password`,
    greeting: `Hello ${name},`,
    intro: [`We received a request to reset the password of your ${firm} account.`],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `The link expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  }),
  es: ({ firm, name, link, expiresInMinutes }) => ({
    subject: `Restablezca su contraseña de ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: [`Hemos recibido una solicitud para restablecer la contraseña de su cuenta de ${firm}.`],
    action: { label: 'Elegir una contraseña nueva', url: link },
    outro: [
      `El enlace caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.',
    ],
  }),
  de: ({ firm, name, link, expiresInMinutes }) => ({
    subject: `Ihr Passwort für ${firm} zurücksetzen`,
    greeting: `Hallo ${name},`,
    intro: [`Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos für ${firm} zurückzusetzen.`],
    action: { label: 'Neues Passwort wählen', url: link },
    outro: [
      `Der Link läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  }),
  it: ({ firm, name, link, expiresInMinutes }) => ({
    subject: `Reimposti la password di ${firm}`,
    greeting: `Gentile ${name},`,
    intro: [`Abbiamo ricevuto una richiesta di reimpostare la password del Suo account ${firm}.`],
    action: { label: 'Scegli una nuova password', url: link },
    outro: [
      `Il link scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      "Se non l'ha richiesto, ignori questa e-mail: la Sua password resterà invariata.",
    ],
  }),
  ru: ({ firm, name, link, expiresInMinutes }) => ({
    subject: `Сброс пароля ${firm}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [`Мы получили запрос на сброс пароля вашей учётной записи ${firm}.`],
    action: { label: 'Задать новый пароль', url: link },
    outro: [
      `Ссылка перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы этого не запрашивали, проигнорируйте письмо: ваш пароль останется прежним.',
    ],
  }),
};
