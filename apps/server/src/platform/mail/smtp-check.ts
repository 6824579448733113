import type { FastifyBaseLogger } from 'fastify';
import { loadNodemailer } from '../lazy/heavy-modules.ts';

/** The SMTP server's address as logs may show it: never the user name or password of SMTP_URL. */
const smtpWhere = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
};

/**
 * Asks the SMTP server of SMTP_URL to greet us (and accept the credentials) once at start. A failure is a
 * warning, not a failed start: mail waits in the outbox and its delivery is retried, but an operator should
 * learn about a wrong host or password now rather than from a client who never got an invitation.
 */
export async function warnIfSmtpUnreachable(smtpUrl: string, log: FastifyBaseLogger) {
  const nodemailer = await loadNodemailer();
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000 });
  try {
    await transport.verify();
    log.info(`SMTP server ${smtpWhere(smtpUrl)} is reachable: e-mail will be sent.`);
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    log.warn(
      `SMTP server ${smtpWhere(smtpUrl)} cannot be used (${cause}). E-mails wait in the outbox (/app/outbox) and are retried; check SMTP_URL.`,
    );
  } finally {
    transport.close();
  }
}
