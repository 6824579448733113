import { inTime, type Localized } from './layout.ts';

/** Sent on "forgot password"; the link lets the owner of the address choose a new one. */
export type PasswordResetVars = { name: string; link: string; expiresInMinutes: number };

export const passwordReset: Localized<PasswordResetVars> = {
  en: ({ name, link, expiresInMinutes }) => ({
    subject: 'Reset your Ledgerport password',
    greeting: `Hello ${name},`,
    intro: ['We received a request to reset the password of your Ledgerport account.'],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `The link expires ${inTime('en', expiresInMinutes, 'minute')}.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  }),
  es: ({ name, link, expiresInMinutes }) => ({
    subject: 'Restablezca su contraseña de Ledgerport',
    greeting: `Hola, ${name}:`,
    intro: ['Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Ledgerport.'],
    action: { label: 'Elegir una contraseña nueva', url: link },
    outro: [
      `El enlace caduca ${inTime('es', expiresInMinutes, 'minute')}.`,
      'Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.',
    ],
  }),
  de: ({ name, link, expiresInMinutes }) => ({
    subject: 'Ihr Ledgerport-Passwort zurücksetzen',
    greeting: `Hallo ${name},`,
    intro: ['Wir haben eine Anfrage erhalten, das Passwort Ihres Ledgerport-Kontos zurückzusetzen.'],
    action: { label: 'Neues Passwort wählen', url: link },
    outro: [
      `Der Link läuft ${inTime('de', expiresInMinutes, 'minute')} ab.`,
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  }),
  it: ({ name, link, expiresInMinutes }) => ({
    subject: 'Reimposti la password di Ledgerport',
    greeting: `Gentile ${name},`,
    intro: ['Abbiamo ricevuto una richiesta di reimpostare la password del Suo account Ledgerport.'],
    action: { label: 'Scegli una nuova password', url: link },
    outro: [
      `Il link scade ${inTime('it', expiresInMinutes, 'minute')}.`,
      "Se non l'ha richiesto, ignori questa e-mail: la Sua password resterà invariata.",
    ],
  }),
  ru: ({ name, link, expiresInMinutes }) => ({
    subject: 'Сброс пароля Ledgerport',
    greeting: `Здравствуйте, ${name}!`,
    intro: ['Мы получили запрос на сброс пароля вашей учётной записи Ledgerport.'],
    action: { label: 'Задать новый пароль', url: link },
    outro: [
      `Ссылка перестанет действовать ${inTime('ru', expiresInMinutes, 'minute')}.`,
      'Если вы этого не запрашивали, проигнорируйте письмо: ваш пароль останется прежним.',
    ],
  }),
};
