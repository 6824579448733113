import type { Localized } from './layout.ts';

/** Sent when a SuperAdmin removed the user's second factors (a lost phone, a lost key). */
export type MfaResetVars = { name: string; link: string };

export const mfaReset: Localized<MfaResetVars> = {
  en: ({ firm, name, link }) => ({
    subject: `Your two-step sign-in to ${firm} was reset`,
    greeting: `Hello ${name},`,
    intro: [
      "An administrator of your firm removed your account's second factors (authenticator app, passkeys and recovery codes) and signed you out everywhere.",
      'Sign in with your password and set up two-step sign-in again.',
    ],
    action: { label: 'Sign in', url: link },
    outro: ['If you did not ask for this, tell your firm at once.'],
  }),
  es: ({ firm, name, link }) => ({
    subject: `Se ha restablecido su verificación en dos pasos de ${firm}`,
    greeting: `Hola, ${name}:`,
    intro: [
      'Un administrador de su firma ha eliminado los segundos factores de su cuenta (aplicación de autenticación, llaves de acceso y códigos de recuperación) y ha cerrado todas sus sesiones.',
      'Inicie sesión con su contraseña y vuelva a configurar la verificación en dos pasos.',
    ],
    action: { label: 'Iniciar sesión', url: link },
    outro: ['Si no lo ha solicitado, avise a su firma de inmediato.'],
  }),
  de: ({ firm, name, link }) => ({
    subject: `Ihre Anmeldung in zwei Schritten bei ${firm} wurde zurückgesetzt`,
    greeting: `Hallo ${name},`,
    intro: [
      'Die Verwaltung Ihrer Kanzlei hat die zweiten Faktoren Ihres Kontos (Authentifizierungs-App, Zugangsschlüssel und Wiederherstellungscodes) entfernt und Sie überall abgemeldet.',
      'Melden Sie sich mit Ihrem Passwort an und richten Sie die Anmeldung in zwei Schritten neu ein.',
    ],
    action: { label: 'Anmelden', url: link },
    outro: [`Falls Sie das nicht veranlasst haben, informieren Sie sofort ${firm}.`],
  }),
  it: ({ firm, name, link }) => ({
    subject: `La verifica in due passaggi di ${firm} è stata reimpostata`,
    greeting: `Gentile ${name},`,
    intro: [
      'Un amministratore del Suo studio ha rimosso i secondi fattori del Suo account (app di autenticazione, passkey e codici di recupero) e ha chiuso tutte le Sue sessioni.',
      'Acceda con la Sua password e configuri di nuovo la verifica in due passaggi.',
    ],
    action: { label: 'Accedi', url: link },
    outro: [`Se non l’ha richiesto, avvisi subito ${firm}.`],
  }),
  ru: ({ firm, name, link }) => ({
    subject: `Двухэтапный вход в ${firm} сброшен`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      'Администратор вашей фирмы удалил вторые факторы вашей учётной записи (приложение-аутентификатор, ключи доступа и коды восстановления) и завершил все ваши сеансы.',
      'Войдите с паролем и снова настройте двухэтапный вход.',
    ],
    action: { label: 'Войти', url: link },
    outro: [`Если вы этого не запрашивали, немедленно сообщите в ${firm}.`],
  }),
};
