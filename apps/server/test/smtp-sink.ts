import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: its recipients and its Message-ID header. */
export type SunkMail = { to: string[]; messageId: string | undefined };

export type SmtpSink = {
  url: string;
  /** Every message accepted (answered 250 after DATA), in order. */
  accepted: SunkMail[];
  /** Messages whose DATA arrived while holding, still waiting for an answer. */
  readonly holding: number;
  /** Answers every held message whose connection is still open, and holds no more from now on. */
  release: () => void;
  close: () => Promise<void>;
};

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im;

/**
 * A real SMTP server on loopback for crash tests and benchmarks: it keeps only each message's recipients and
 * Message-ID. With `holdAfter: n` it accepts n messages and then HOLDS the next ones: it reads their DATA but
 * does not answer, as a slow relay would. A held message whose client disconnects (or dies) is dropped
 * unanswered, exactly as a real server drops a transaction it never acknowledged.
 */
export async function startSmtpSink(options: { holdAfter?: number } = {}): Promise<SmtpSink> {
  const accepted: SunkMail[] = [];
  const held = new Map<string, { mail: SunkMail; answer: () => void }>();
  let holding = options.holdAfter !== undefined;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    // The sink is loopback only; many connections at once is the point.
    maxClients: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), messageId: MESSAGE_ID.exec(head)?.[1] };
        if (holding && accepted.length >= (options.holdAfter ?? 0)) {
          held.set(session.id, {
            mail,
            answer: () => {
              accepted.push(mail);
              callback();
            },
          });
          return;
        }
        accepted.push(mail);
        callback();
      });
    },
    // The client went away before we answered: its held message was never accepted.
    onClose: (session) => {
      held.delete(session.id);
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://sink:sink@127.0.0.1:${port}`,
    accepted,
    get holding() {
      return held.size;
    },
    release() {
      holding = false;
      for (const { answer } of held.values()) answer();
      held.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How many messages each recipient got, and how many distinct Message-IDs arrived. */
export function tally(mails: SunkMail[]) {
  const perRecipient = new Map<string, number>();
  for (const mail of mails) {
    for (const to of mail.to) perRecipient.set(to.toLowerCase(), (perRecipient.get(to.toLowerCase()) ?? 0) + 1);
  }
  return { perRecipient, messageIds: new Set(mails.map((m) => m.messageId)).size };
}
