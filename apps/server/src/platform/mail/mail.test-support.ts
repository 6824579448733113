import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { QueueOptions } from '../jobs/jobs.ts';
import {
  FAST_RETRY,
  messageRow,
  useOutboundPlatform,
  type OutboundTestContext,
} from '../outbound/outbound.test-support.ts';
import type { MailMessage } from './mail-channel.ts';
import type { Mailer } from './mailer.ts';

export type ReceivedMail = { user: string | undefined; from: string; to: string[]; raw: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  /** Bytes of DATA read of messages whose end-of-data dot has not come (yet). */
  readonly receiving: number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a loopback port, taking any login and keeping what it receives. With
 * `rejectRecipients` it refuses every RCPT TO with 550, as a server does for an unknown mailbox.
 */
export async function startSmtpPeer(options: { rejectRecipients?: boolean } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let receiving = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo: (_address, _session, callback) => {
      if (!options.rejectRecipients) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        receiving += chunk.length;
      });
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        receiving -= raw.length;
        const envelope = session.envelope;
        received.push({
          user: session.user as string | undefined,
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: raw.toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    received,
    get receiving() {
      return receiving;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decode = (body: string, encoding: string | undefined) => {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
};

/** The decoded text/plain and text/html parts of a multipart/alternative message, enough for assertions. */
export function mimeParts(raw: string): { headers: string; text: string; html: string } {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .map((part) => {
      const [partHeaders = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
      return {
        type: /content-type:\s*([\w/-]+)/i.exec(partHeaders)?.[1],
        text: decode(body.join('\r\n\r\n'), encoding),
      };
    });
  const find = (type: string) => parts.find((p) => p.type === type)?.text ?? '';
  return { headers, text: find('text/plain'), html: find('text/html') };
}

export type MailTestContext = OutboundTestContext;

/** A fresh database with the job queue and the mail worker running in this process, for one test file. */
export const useMailPlatform = (options: { mailer: () => Mailer | undefined; retry?: QueueOptions }): MailTestContext =>
  useOutboundPlatform({ mailer: options.mailer, mailRetry: options.retry ?? FAST_RETRY });

export const resetMessage = (key: string, to = 'ada@client.test'): MailMessage<'password-reset'> => ({
  to,
  locale: 'en',
  template: 'password-reset',
  vars: { name: 'Ada', link: `https://portal.example.test/app/reset?token=${key}`, expiresInMinutes: 60 },
  idempotencyKey: key,
});

export const outboxRow = (ctx: MailTestContext, id: string) => messageRow(ctx, 'outbox_messages', id);
