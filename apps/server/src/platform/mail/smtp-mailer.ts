import nodemailer from 'nodemailer';
import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import { sendBoundMs } from '../outbound/claims.ts';
import type { Mailer } from './mailer.ts';

/**
 * Every wait is bounded well inside the job's claim (MAIL_CLAIM_SECONDS, 5 minutes by default; see
 * outbound-delivery.ts): a send that hung past the claim would let a retry send the same message a second time.
 * A short claim (tests) shortens them in proportion.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 45_000, dnsTimeout: 10_000 };
const boundedBy = (claimSeconds: number) => {
  const ceiling = sendBoundMs(claimSeconds);
  return Object.fromEntries(Object.entries(TIMEOUTS).map(([name, ms]) => [name, Math.min(ms, ceiling)]));
};

/**
 * Connections the pool keeps open to the SMTP server: one per send the mail worker runs at once (two pollers of
 * 5, outbound-queue.ts and mail-channel.ts). Most relays accept this many from one client; bench/bulk.bench.ts
 * shows what it buys.
 */
export const SMTP_CONNECTIONS = 10;

export type SmtpOptions = { claimSeconds: number };

/** Real mail through one pooled SMTP connection set (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  { claimSeconds }: SmtpOptions = { claimSeconds: DEFAULT_CLAIM_SECONDS },
): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // Reconnecting costs a handshake (and STARTTLS): keep each connection for many messages.
    maxMessages: 1000,
    ...boundedBy(claimSeconds),
  });
  // Message-IDs use the sender's own domain, as receivers expect.
  const messageHost = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'ledgerport.local';

  return {
    transport: 'smtp',
    async deliver(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${messageHost}>`,
      });
    },
    async close() {
      transport.close();
    },
  };
}
