import type { TMailTransport } from '@ledgerport/contract';
import { createSmtpMailer } from './smtp-mailer.ts';

/** One rendered e-mail, as it leaves the outbox. */
export type OutgoingMail = {
  /** The outbox row's id: it becomes the Message-ID, so a receiver can tell a redelivery from a new mail. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * The transport behind the outbox. Every message is stored in `outbox_messages` before any driver sees it;
 * the driver only decides whether it also leaves the building.
 */
export type Mailer = {
  readonly transport: TMailTransport;
  /** Resolves once the message is accepted; throws with the server's answer when it is refused. */
  deliver: (mail: OutgoingMail) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The default: the stored row IS the delivery. A SuperAdmin reads it under /outbox (that is how a firm
 * without SMTP copies an invitation link to the person invited).
 */
const createOutboxMailer = (): Mailer => ({
  transport: 'outbox',
  deliver: async () => {},
  close: async () => {},
});

export type MailSettings = { smtpUrl: string | undefined; mailFrom: string; mailClaimSeconds?: number };

/** SMTP when `SMTP_URL` is set, else the outbox alone. */
export const createMailer = ({ smtpUrl, mailFrom, mailClaimSeconds = 300 }: MailSettings): Mailer =>
  smtpUrl ? createSmtpMailer(smtpUrl, mailFrom, { claimSeconds: mailClaimSeconds }) : createOutboxMailer();
