import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Every wait is bounded well inside the job's 5-minute claim (see mail-queue.ts): a send that hung past
 * the claim would let a retry send the same message a second time.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 45_000, dnsTimeout: 10_000 };

/** Real mail through one pooled SMTP connection set (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...TIMEOUTS });
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
