import { inTime, type Localized } from './layout.ts';

/** Sent when the firm or a tenant owner invites someone; the link lets them choose a password. */
export type InvitationVars = { name: string; firmName?: string; link: string; expiresInDays: number };

export const invitation: Localized<InvitationVars> = {
  en: ({ name, firmName, link, expiresInDays }) => ({
    subject: firmName ? `${firmName} invites you to Ledgerport` : 'You are invited to Ledgerport',
    greeting: `Hello ${name},`,
    intro: [
      `${firmName ? `${firmName} has invited you to its client portal` : 'You have been invited to a client portal'} on Ledgerport, where you can share documents and tax information securely.`,
      'To accept, choose your password:',
    ],
    action: { label: 'Accept the invitation', url: link },
    outro: [
      `The invitation expires ${inTime('en', expiresInDays, 'day')}.`,
      'If you were not expecting it, you can ignore this e-mail.',
    ],
  }),
  es: ({ name, firmName, link, expiresInDays }) => ({
    subject: firmName ? `${firmName} le invita a Ledgerport` : 'Tiene una invitación a Ledgerport',
    greeting: `Hola, ${name}:`,
    intro: [
      `${firmName ? `${firmName} le ha invitado a su portal de clientes` : 'Le han invitado a un portal de clientes'} en Ledgerport, donde puede compartir documentos e información fiscal de forma segura.`,
      'Para aceptar, elija su contraseña:',
    ],
    action: { label: 'Aceptar la invitación', url: link },
    outro: [
      `La invitación caduca ${inTime('es', expiresInDays, 'day')}.`,
      'Si no la esperaba, puede ignorar este correo.',
    ],
  }),
  de: ({ name, firmName, link, expiresInDays }) => ({
    subject: firmName ? `${firmName} lädt Sie zu Ledgerport ein` : 'Einladung zu Ledgerport',
    greeting: `Hallo ${name},`,
    intro: [
      `${firmName ? `${firmName} hat Sie zum Kundenportal` : 'Sie wurden zu einem Kundenportal'} auf Ledgerport eingeladen. Dort können Sie Dokumente und Steuerinformationen sicher austauschen.`,
      'Um die Einladung anzunehmen, wählen Sie Ihr Passwort:',
    ],
    action: { label: 'Einladung annehmen', url: link },
    outro: [
      `Die Einladung läuft ${inTime('de', expiresInDays, 'day')} ab.`,
      'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    ],
  }),
  it: ({ name, firmName, link, expiresInDays }) => ({
    subject: firmName ? `${firmName} La invita su Ledgerport` : 'Invito a Ledgerport',
    greeting: `Gentile ${name},`,
    intro: [
      `${firmName ? `${firmName} Le ha inviato un invito al proprio portale clienti` : 'Ha ricevuto un invito a un portale clienti'} su Ledgerport, dove può condividere documenti e informazioni fiscali in modo sicuro.`,
      'Per accettare, scelga la Sua password:',
    ],
    action: { label: "Accetta l'invito", url: link },
    outro: [
      `L'invito scade ${inTime('it', expiresInDays, 'day')}.`,
      'Se non se lo aspettava, può ignorare questa e-mail.',
    ],
  }),
  ru: ({ name, firmName, link, expiresInDays }) => ({
    subject: firmName ? `${firmName} приглашает вас в Ledgerport` : 'Приглашение в Ledgerport',
    greeting: `Здравствуйте, ${name}!`,
    intro: [
      `${firmName ? `${firmName} приглашает вас на свой клиентский портал` : 'Вас пригласили на клиентский портал'} в Ledgerport, где можно безопасно обмениваться документами и налоговой информацией.`,
      'Чтобы принять приглашение, задайте пароль:',
    ],
    action: { label: 'Принять приглашение', url: link },
    outro: [
      `Срок действия приглашения истекает ${inTime('ru', expiresInDays, 'day')}.`,
      'Если вы не ждали этого приглашения, просто проигнорируйте это письмо.',
    ],
  }),
};
