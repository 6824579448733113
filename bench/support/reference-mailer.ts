/**
 * The delivery row's reference: nodemailer alone sending the same e-mails the bulk batch sends (the app's own
 * 'bulk-sales-tax' template, one per row, rendered beforehand) to the same SMTP server, with the app's pool
 * settings (pooled, SMTP_CONNECTIONS connections, many messages per connection), every message handed to the
 * pool at once. No database, no queue, no commit point: what the app's delivery costs on top is the difference.
 *
 * Run as its own process, as the app's server is: `node reference-mailer.ts <smtp url> <rows> <domain>`;
 * prints `{ "ms": …, "cpuMs": … }` (wall and CPU time of the sending) once the SMTP server accepted every message.
 */
import nodemailer from 'nodemailer';
import { SMTP_CONNECTIONS } from '../../apps/server/src/platform/mail/smtp-mailer.ts';
import { renderMail } from '../../apps/server/src/platform/mail/templates/render-mail.ts';

const [smtpUrl, rowsArgument, domain] = process.argv.slice(2);
if (!smtpUrl || !rowsArgument || !domain) throw new Error('usage: reference-mailer.ts <smtp url> <rows> <domain>');
const rows = Number(rowsArgument);

const messages = Array.from({ length: rows }, (_, i) => {
  const n = i + 1;
  const rendered = renderMail('bulk-sales-tax', 'en', { clientName: `Client ${n}`, amount: `${n}.25`, link: null });
  return {
    from: 'Ledgerport <no-reply@ledgerport.local>',
    to: `client-${n}@${domain}`,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: `<reference-${n}@ledgerport.local>`,
  };
});

const transport = nodemailer.createTransport({
  url: smtpUrl,
  pool: true,
  maxConnections: SMTP_CONNECTIONS,
  maxMessages: 1000,
});
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(messages.map((message) => transport.sendMail(message)));
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
transport.close();
console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
