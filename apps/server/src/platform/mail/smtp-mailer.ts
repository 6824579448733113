import { Readable } from 'node:stream';
import type { Transporter } from 'nodemailer';
import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import { sendBoundMs } from '../outbound/claims.ts';
import { awaitCommitPoint, WithdrawnBeforeCommit } from '../outbound/outbound-channel.ts';
import { loadNodemailer } from '../lazy/heavy-modules.ts';
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

/**
 * The message as nodemailer hands it to the connection, its end held back until `commitPoint()` resolves. An SMTP
 * server accepts a message only at the dot that ends DATA, and nodemailer writes that dot only when this stream
 * ends (smtp-connection's DataStream adds it in its flush). Nothing reads this stream before the server answered
 * DATA (smtp-connection pipes it then), so `commitPoint()` is called once the envelope was accepted and the whole
 * body was read for the socket: only the dot is left. When `commitPoint()` throws, the stream fails instead:
 * nodemailer closes the connection in the middle of DATA, and the server drops the message.
 *
 * The body goes to the socket as one chunk: nodemailer's MIME tree yields a message in about ten pieces (headers,
 * each part, each boundary), and each piece passed on was a socket write of its own, ≈ 0.15 ms of CPU per e-mail
 * (bench:bulk's profile). Our messages are rendered text and HTML of a few KiB, already held in memory.
 */
function endingAfter(input: Readable, commitPoint: () => Promise<void>): Readable {
  let reading = false;
  const output = new Readable({
    read() {
      if (reading) return;
      reading = true;
      const body: Buffer[] = [];
      input.on('data', (chunk: Buffer) => body.push(chunk));
      input.once('end', () => {
        output.push(Buffer.concat(body));
        commitPoint().then(
          () => output.push(null),
          (error: unknown) => output.destroy(error as Error),
        );
      });
    },
    destroy(error, callback) {
      input.destroy();
      callback(error);
    },
  });
  input.once('error', (error) => output.destroy(error));
  return output;
}

/** Real mail through one pooled SMTP connection set (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  { claimSeconds }: SmtpOptions = { claimSeconds: DEFAULT_CLAIM_SECONDS },
): Mailer {
  // Each message being sent, by Message-ID, with its commit point: the last stage of its stream (endingAfter).
  const commitPoints = new Map<string, () => Promise<void>>();
  // nodemailer and its pool are made at the first e-mail (platform/lazy/heavy-modules.ts), not at start.
  let pool: Promise<Transporter> | undefined;
  const openPool = async () => {
    const nodemailer = await loadNodemailer();
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      // Reconnecting costs a handshake (and STARTTLS): keep each connection for many messages.
      maxMessages: 1000,
      ...boundedBy(claimSeconds),
    });
    transport.use('stream', (message, done) => {
      const commitPoint = commitPoints.get(String(message.data.messageId));
      if (commitPoint) message.message.processFunc((input) => endingAfter(input, commitPoint));
      done();
    });
    return transport;
  };
  // Message-IDs use the sender's own domain, as receivers expect.
  const messageHost = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'ledgerport.local';
  // The firm's sender name replaces MAIL_FROM's display name; the address stays the one the relay accepts.
  const fromAddress = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const fromFor = (name: string | null | undefined) => (name ? { name, address: fromAddress } : from);
  // The wait for the previous mark may take at most half of a send's bound (outbound/claims.ts): a stalled
  // database withdraws the message rather than keep a send past its bound.
  const commitWaitMs = sendBoundMs(claimSeconds) / 2;

  return {
    transport: 'smtp',
    async deliver(mail, terms) {
      const messageId = `<${mail.id}@${messageHost}>`;
      const waitUntil = performance.now() + commitWaitMs;
      let withdrawn: WithdrawnBeforeCommit | undefined;
      commitPoints.set(messageId, () =>
        awaitCommitPoint(terms, waitUntil - performance.now()).catch((error: unknown) => {
          if (error instanceof WithdrawnBeforeCommit) withdrawn = error;
          throw error;
        }),
      );
      try {
        const transport = await (pool ??= openPool());
        await transport.sendMail({
          from: fromFor(mail.fromName),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
      } catch (error) {
        // nodemailer reports the stream's failure in its own words; what matters is that no dot was sent.
        throw withdrawn ?? error;
      } finally {
        commitPoints.delete(messageId);
      }
    },
    async close() {
      if (pool) (await pool).close();
    },
  };
}
