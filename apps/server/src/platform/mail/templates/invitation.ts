import { inTime, type Localized } from './layout.ts';

/**
 * Sent when the firm or a tenant owner invites someone; the link lets them choose a password. It names the firm,
 * the company the invitee joins (null for the firm's own staff) and who invited them (null when that person is
 * gone), so the e-mail cannot be mistaken for phishing from an unknown sender (issue 15).
 */
export type InvitationVars = {
  name: string;
  companyName: string | null;
  inviterName: string | null;
  link: string;
  expiresInDays: number;
};

export const invitation: Localized<InvitationVars> = {
  en: ({ firm, name, companyName, inviterName, link, expiresInDays }) => ({
    subject: companyName
      ? `${firm} invites you to its client portal for ${companyName}`
      : `${firm} invites you to its portal`,
    greeting: `Hello ${name},`,
    intro: [
      `${inviterName ? `${inviterName} has invited you` : 'You have been invited'} to the client portal of ${firm}${companyName ? ` as a user of ${companyName}` : ''}. There you can share documents and tax information securely.`,
      'To accept, choose your password:',
    ],
    action: { label: 'Accept the invitation', url: link },
    outro: [
      `The invitation expires ${inTime('en', expiresInDays, 'day')}.`,
      'If you were not expecting it, you can ignore this e-mail.',
    ],
  }),
  es: ({ firm, name, companyName, inviterName, link, expiresInDays }) => ({
    subject: companyName
      ? `${firm} le invita a su portal de clientes para ${companyName}`
      : `${firm} le invita a su portal`,
    greeting: `Hola, ${name}:`,
    intro: [
      `${inviterName ? `${inviterName} le ha invitado` : 'Le han invitado'} al portal de clientes de ${firm}${companyName ? ` como usuario de ${companyName}` : ''}. Allí puede compartir documentos e información fiscal de forma segura.`,
      'Para aceptar, elija su contraseña:',
    ],
    action: { label: 'Aceptar la invitación', url: link },
    outro: [
      `La invitación caduca ${inTime('es', expiresInDays, 'day')}.`,
      'Si no la esperaba, puede ignorar este correo.',
    ],
  }),
  de: ({ firm, name, companyName, inviterName, link, expiresInDays }) => ({
    subject: companyName
      ? `${firm} lädt Sie für ${companyName} zum Kundenportal ein`
      : `${firm} lädt Sie zum Portal ein`,
    greeting: `Hallo ${name},`,
    intro: [
      `${inviterName ? `${inviterName} hat Sie` : 'Sie wurden'} zum Kundenportal von ${firm} eingeladen${companyName ? `, als Benutzer von ${companyName}` : ''}. Dort können Sie Dokumente und Steuerinformationen sicher austauschen.`,
      'Um die Einladung anzunehmen, wählen Sie Ihr Passwort:',
    ],
    action: { label: 'Einladung annehmen', url: link },
    outro: [
      `Die Einladung läuft ${inTime('de', expiresInDays, 'day')} ab.`,
      'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    ],
  }),
  it: ({ firm, name, companyName, inviterName, link, expiresInDays }) => ({
    subject: companyName
      ? `${firm} La invita al portale clienti per ${companyName}`
      : `${firm} La invita al proprio portale`,
    greeting: `Gentile ${name},`,
    intro: [
      `${inviterName ? `${inviterName} L'ha invitata` : 'Ha ricevuto un invito'} al portale clienti di ${firm}${companyName ? ` come utente di ${companyName}` : ''}. Lì può condividere documenti e informazioni fiscali in modo sicuro.`,
      'Per accettare, scelga la Sua password:',
    ],
    action: { label: "Accetta l'invito", url: link },
    outro: [
      `L'invito scade ${inTime('it', expiresInDays, 'day')}.`,
      'Se non se lo aspettava, può ignorare questa e-mail.',
    ],
  }),
  ru: ({ firm, name, companyName, inviterName, link, expiresInDays }) => ({
    subject: companyName
      ? `${firm} приглашает вас на клиентский портал для ${companyName}`
      : `${firm} приглашает вас на свой портал`,
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `${inviterName ? `${inviterName} приглашает вас` : 'Вас пригласили'} на клиентский портал ${firm}${companyName ? ` как пользователя ${companyName}` : ''}. Там можно безопасно обмениваться документами и налоговой информацией.`,
      'Чтобы принять приглашение, задайте пароль:',
    ],
    action: { label: 'Принять приглашение', url: link },
    outro: [
      `Срок действия приглашения истекает ${inTime('ru', expiresInDays, 'day')}.`,
      'Если вы не ждали этого приглашения, просто проигнорируйте это письмо.',
    ],
  }),
};
