import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { authenticate, type DNSResolver } from 'mailauth';
import { MailParser, type AddressObject, type AttachmentStream, type HeaderValue } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { fallbackName, isRefusedType } from './attachment-policy.ts';
import {
  MAX_TEXT,
  SmtpRefusal,
  type InboundHandler,
  type InboundLimits,
  type InboundMessage,
  type InboundVerdicts,
  type RefusedPart,
  type SpooledAttachment,
} from './inbound-message.ts';

export type ReceiverOptions = {
  host: string;
  port: number;
  /** The inbound domain: RCPT TO another domain is refused (the receiver relays nothing). */
  domain: string;
  limits: InboundLimits;
  /** Where each message is spooled while it is read, authenticated and stored (owner-only, under DATA_DIR). */
  spoolDir: string;
  /** DNS for SPF, DKIM and DMARC (tests: a server on loopback); undefined: the system's resolver. */
  resolver: DNSResolver | undefined;
  /** SPF by the client the relaying MTA's Received header names (the MTA in front on this machine). */
  trustReceived: boolean;
  /** The name the receiver gives itself in its greeting and in SPF's checks. */
  serverName: string;
  handler: InboundHandler;
  log: FastifyBaseLogger;
};

export type RunningReceiver = { port: number; close: () => Promise<void> };

/** At most this many recipients in one message: a company's address and a request's, with room to spare. */
const MAX_RECIPIENTS = 10;

const drain = (stream: Readable | NodeJS.ReadableStream) =>
  new Promise<void>((resolve, reject) => {
    (stream as Readable).on('end', resolve).on('error', reject).resume();
  });

/** A header's plain value whether mailparser kept it as text or as a structured `{ value, params }`. */
function headerText(value: HeaderValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return headerText(value[0] as HeaderValue);
  if ('value' in value && typeof value.value === 'string') return value.value;
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

/** A file name as the sender's mail program gave it, without any folders it carried. */
const baseName = (name: string | undefined) => name?.split(/[\\/]/).pop()?.trim() || undefined;

/** DKIM's verdict for the message: pass if any signature passed, else the first signature's, else none. */
function dkimVerdict(results: { status: { result: string } }[]): string {
  if (results.some((r) => r.status.result === 'pass')) return 'pass';
  return results[0]?.status.result ?? 'none';
}

/** The DATA stream onto disk, cut off (but still read to its end) once it is over `maxBytes`. */
async function spoolRaw(stream: SMTPServerDataStream, file: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, bytes > maxBytes ? undefined : chunk);
    },
  });
  await pipeline(stream, limiter, fs.createWriteStream(file, { mode: 0o600 }));
  return bytes;
}

async function judge(file: string, session: SMTPServerSession, options: ReceiverOptions): Promise<InboundVerdicts> {
  const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  // Behind Postfix the connection is always loopback: the real client is in the Received header Postfix added.
  const client = options.trustReceived
    ? { trustReceived: true }
    : { ip: session.remoteAddress, helo: session.hostNameAppearsAs };
  const result = await authenticate(fs.createReadStream(file), {
    ...client,
    sender: mailFrom,
    mta: options.serverName,
    disableArc: true,
    disableBimi: true,
    ...(options.resolver ? { resolver: options.resolver } : {}),
  });
  return {
    spf: result.spf ? result.spf.status.result : 'none',
    dkim: dkimVerdict(result.dkim?.results ?? []),
    dmarc: result.dmarc ? result.dmarc.status.result : 'none',
  };
}

type Parsed = Pick<InboundMessage, 'messageId' | 'subject' | 'from' | 'automatic' | 'text' | 'attachments' | 'refused'>;

/** Parses the spooled message, each attachment streamed into a file of its own; none is held in memory. */
async function parse(file: string, dir: string, limits: InboundLimits): Promise<Parsed & { attachmentCount: number }> {
  // The HTML is turned into text only for a message without a plain part (a reply to a conversation is posted as text).
  const parser = new MailParser({ skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const attachments: SpooledAttachment[] = [];
  const refused: RefusedPart[] = [];
  let headers = new Map<string, HeaderValue>();
  let count = 0;
  let text = '';
  let work = Promise.resolve();

  const keep = async (part: AttachmentStream) => {
    try {
      // An image the HTML body shows (a signature's logo) is part of the text, not a document sent.
      if (part.related) return await drain(part.content);
      count += 1;
      if (count > limits.maxAttachments) return await drain(part.content);
      const name = baseName(part.filename) ?? fallbackName(count, part.contentType);
      if (isRefusedType(name)) {
        refused.push({ name, reason: 'REFUSED_TYPE' });
        return await drain(part.content);
      }
      const target = path.join(dir, `part-${count}`);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limits.maxFileBytes) return done();
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.content as Readable, measure, fs.createWriteStream(target, { mode: 0o600 }));
      if (size > limits.maxFileBytes) {
        refused.push({ name, reason: 'TOO_LARGE' });
        await fsp.rm(target, { force: true });
        return;
      }
      attachments.push({ name, contentType: part.contentType, size, sha256: hash.digest('hex'), file: target });
    } finally {
      part.release?.();
    }
  };

  parser.on('headers', (parsed: Map<string, HeaderValue>) => {
    headers = parsed;
  });
  parser.on('data', (part: AttachmentStream | { type: 'text'; text?: string }) => {
    if (part.type === 'text') {
      text = ((part as { text?: string }).text ?? '').slice(0, MAX_TEXT);
      return;
    }
    if (part.type !== 'attachment') return;
    const attachment = part as AttachmentStream;
    work = work.then(() => keep(attachment));
    // A failure is kept for the end (and the parser unblocked), never left unhandled.
    work.catch(() => attachment.release?.());
  });
  await pipeline(fs.createReadStream(file), parser);
  await work;

  const from = (headers.get('from') as AddressObject | undefined)?.value[0];
  const autoSubmitted = headerText(headers.get('auto-submitted'))?.toLowerCase();
  const precedence = headerText(headers.get('precedence'))?.toLowerCase();
  return {
    messageId: headerText(headers.get('message-id')),
    subject: headerText(headers.get('subject')) ?? '',
    from: from?.address ? { address: from.address.toLowerCase(), name: from.name || null } : null,
    automatic:
      (autoSubmitted !== undefined && autoSubmitted !== 'no') ||
      precedence === 'bulk' ||
      precedence === 'junk' ||
      precedence === 'list',
    text,
    attachments,
    refused,
    attachmentCount: count,
  };
}

/**
 * The SMTP receiver (`smtp-server`), parsed with `mailparser`, judged with `mailauth`. A message is answered
 * 250 only once the handler has stored what it carried: everything happens inside onData, before its callback.
 * Any failure there answers 451 (the sender's MTA tries again later; nothing was kept) unless it is a refusal of
 * our own (552: too large, too many attachments).
 */
export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const { limits, handler, log } = options;
  await fsp.mkdir(options.spoolDir, { recursive: true, mode: 0o700 });

  const server = new SMTPServer({
    name: options.serverName,
    banner: 'Ledgerport e-mail in',
    size: limits.maxMessageBytes,
    // The MTA in front (Postfix on the same machine) is trusted to relay; nobody signs in to the receiver.
    authOptional: true,
    disabledCommands: ['AUTH'],
    hideSTARTTLS: true,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        return callback(Object.assign(new Error('4.5.3 Too many recipients'), { responseCode: 452 }));
      }
      const [local = '', domain = ''] = address.address.toLowerCase().split(/@(?=[^@]*$)/);
      if (domain !== options.domain) {
        return callback(Object.assign(new Error('5.7.1 Relaying denied'), { responseCode: 550 }));
      }
      handler.acceptsRecipient(local).then(
        (known) =>
          callback(known ? undefined : Object.assign(new Error('5.1.1 No such recipient'), { responseCode: 550 })),
        (error: unknown) => {
          log.error({ err: error }, 'inbound mail: recipient check failed');
          callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        },
      );
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(null, '2.0.0 Stored'),
        (error: unknown) => {
          if (error instanceof SmtpRefusal)
            return callback(Object.assign(new Error(error.message), { responseCode: error.responseCode }));
          log.error({ err: error }, 'inbound mail: message not stored, the sender will try again');
          callback(Object.assign(new Error('4.3.0 Not stored, try again later'), { responseCode: 451 }));
        },
      );
    },
  });

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const dir = await fsp.mkdtemp(path.join(options.spoolDir, 'msg-'));
    try {
      const raw = path.join(dir, 'message.eml');
      const bytes = await spoolRaw(stream, raw, limits.maxMessageBytes);
      if (stream.sizeExceeded || bytes > limits.maxMessageBytes) {
        throw new SmtpRefusal(552, `5.3.4 Message too big: at most ${limits.maxMessageBytes} bytes`);
      }
      const parsed = await parse(raw, dir, limits);
      if (parsed.attachmentCount > limits.maxAttachments) {
        throw new SmtpRefusal(
          552,
          `5.3.4 Too many attachments (${parsed.attachmentCount}): at most ${limits.maxAttachments} per message`,
        );
      }
      const verdicts = await judge(raw, session, options);
      await handler.deliver({
        recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase().split(/@(?=[^@]*$)/)[0] ?? ''),
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        remoteIp: session.remoteAddress,
        helo: session.hostNameAppearsAs,
        messageId: parsed.messageId,
        subject: parsed.subject,
        from: parsed.from,
        automatic: parsed.automatic,
        text: parsed.text,
        verdicts,
        attachments: parsed.attachments,
        refused: parsed.refused,
      });
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound mail: receiver error'));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
