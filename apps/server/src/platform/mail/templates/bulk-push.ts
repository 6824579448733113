import type { Localized } from './layout.ts';

/**
 * A push notification from the firm (spec §2 /upload/send/bulk/push/notification): the firm's own subject and
 * body, the same in every language; only the greeting and the closing line are translated. `body` is plain
 * text (the stored body's HTML is reduced to its text before it gets here); the layout escapes both.
 */
export type BulkPushVars = { clientName: string | null; subject: string; body: string };

const lines = (body: string) => body.split(/\r?\n/).filter((line) => line.trim() !== '');

export const bulkPush: Localized<BulkPushVars> = {
  en: ({ firm, clientName, subject, body }) => ({
    subject,
    greeting: clientName ? `Hello ${clientName},` : 'Hello,',
    intro: lines(body),
    outro: [`This message comes from ${firm}.`],
  }),
  es: ({ firm, clientName, subject, body }) => ({
    subject,
    greeting: clientName ? `Hola, ${clientName}:` : 'Hola:',
    intro: lines(body),
    outro: [`Este mensaje se lo envía ${firm}.`],
  }),
  de: ({ firm, clientName, subject, body }) => ({
    subject,
    greeting: clientName ? `Hallo ${clientName},` : 'Hallo,',
    intro: lines(body),
    outro: [`Diese Nachricht kommt von ${firm}.`],
  }),
  it: ({ firm, clientName, subject, body }) => ({
    subject,
    greeting: clientName ? `Gentile ${clientName},` : 'Gentile cliente,',
    intro: lines(body),
    outro: [`Questo messaggio Le è stato inviato da ${firm}.`],
  }),
  ru: ({ firm, clientName, subject, body }) => ({
    subject,
    greeting: clientName ? `Здравствуйте, ${clientName}!` : 'Здравствуйте!',
    intro: lines(body),
    outro: [`Это сообщение от ${firm}.`],
  }),
};
