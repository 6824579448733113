import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import { keptInTable } from '../outbound/outbound-channel.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type MailSettings = {
  smtpUrl: string | undefined;
  mailFrom: string;
  mailClaimSeconds?: number;
  /** The portal's address: e-mails link the firm's logo under it (mail-channel.ts). */
  publicUrl?: string;
};

/**
 * SMTP when `SMTP_URL` is set, else the outbox alone: the stored row IS the delivery, and a SuperAdmin reads it
 * under /outbox (that is how a firm without SMTP copies an invitation link to the person invited).
 */
export const createMailer = ({ smtpUrl, mailFrom, mailClaimSeconds = DEFAULT_CLAIM_SECONDS }: MailSettings): Mailer =>
  smtpUrl ? createSmtpMailer(smtpUrl, mailFrom, { claimSeconds: mailClaimSeconds }) : keptInTable(undefined);
