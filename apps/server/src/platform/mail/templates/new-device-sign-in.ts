import type { TLocale } from '@ledgerport/contract';
import type { Localized } from './layout.ts';

/**
 * Sent when an account signs in from a browser it never used before. The link ends every session and makes the
 * owner choose a new password: the one thing to do when it was not them.
 */
export type NewDeviceSignInVars = {
  name: string;
  /** The browser as its user agent names it. */
  device: string;
  ip: string;
  /** When, as an ISO instant; shown in the firm's time zone. */
  at: string;
  timeZone: string;
  link: string;
};

const when = (locale: TLocale, at: string, timeZone: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(at))} (${timeZone})`;

export const newDeviceSignIn: Localized<NewDeviceSignInVars> = {
  en: ({ firm, name, device, ip, at, timeZone, link }) => ({
    subject: `New sign-in to your ${firm} account`,
    greeting: `Hello ${name},`,
    intro: [
      'Your account was just signed in to from a browser it had not used before:',
      `${when('en', at, timeZone)} · ${device} · IP address ${ip}`,
      'If this was you, there is nothing to do.',
    ],
    action: { label: "This wasn't me", url: link },
    outro: ['The button ends every session of your account and e-mails you a link to choose a new password.'],
  }),
  es: ({ firm, name, device, ip, at, timeZone, link }) => ({
    subject: `Nuevo inicio de sesión en su cuenta de ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: [
      'Se acaba de iniciar sesión en su cuenta desde un navegador que no se había usado antes:',
      `${when('es', at, timeZone)} · ${device} · dirección IP ${ip}`,
      'Si fue usted, no tiene que hacer nada.',
    ],
    action: { label: 'No he sido yo', url: link },
    outro: ['El botón cierra todas las sesiones de su cuenta y le envía un enlace para elegir una contraseña nueva.'],
  }),
  de: ({ firm, name, device, ip, at, timeZone, link }) => ({
    subject: `Neue Anmeldung bei Ihrem Konto für ${firm}`,
    greeting: `Hallo ${name},`,
    intro: [
      'Bei Ihrem Konto wurde sich gerade in einem Browser angemeldet, der bisher nicht verwendet wurde:',
      `${when('de', at, timeZone)} · ${device} · IP-Adresse ${ip}`,
      'Wenn Sie das waren, ist nichts zu tun.',
    ],
    action: { label: 'Das war ich nicht', url: link },
    outro: ['Die Schaltfläche beendet alle Sitzungen Ihres Kontos und sendet Ihnen einen Link für ein neues Passwort.'],
  }),
  it: ({ firm, name, device, ip, at, timeZone, link }) => ({
    subject: `Nuovo accesso al Suo account ${firm}`,
    greeting: `Gentile ${name},`,
    intro: [
      'È appena stato effettuato un accesso al Suo account da un browser mai usato prima:',
      `${when('it', at, timeZone)} · ${device} · indirizzo IP ${ip}`,
      'Se è stato Lei, non deve fare nulla.',
    ],
    action: { label: 'Non sono stato io', url: link },
    outro: [
      'Il pulsante chiude tutte le sessioni del Suo account e Le invia un link per scegliere una nuova password.',
    ],
  }),
  ru: ({ firm, name, device, ip, at, timeZone, link }) => ({
    subject: `Новый вход в вашу учётную запись ${firm}`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      'В вашу учётную запись только что вошли из браузера, который раньше не использовался:',
      `${when('ru', at, timeZone)} · ${device} · IP-адрес ${ip}`,
      'Если это были вы, ничего делать не нужно.',
    ],
    action: { label: 'Это был не я', url: link },
    outro: ['Кнопка завершит все сеансы вашей учётной записи и пришлёт ссылку для выбора нового пароля.'],
  }),
};
