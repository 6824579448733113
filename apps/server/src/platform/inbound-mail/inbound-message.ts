/**
 * What the receiver hands the portal for one message (issue 32, e-mail in): the envelope, the headers that
 * matter, SPF/DKIM/DMARC as mailauth judged them, and each attachment spooled to a file of its own. The platform
 * knows nothing of companies or requests: `InboundHandler` (written by the inbound-mail feature) does.
 */
export type InboundVerdicts = { spf: string; dkim: string; dmarc: string };

/** An attachment the receiver kept, spooled to `file` (removed once `deliver` has answered). */
export type SpooledAttachment = { name: string; contentType: string; size: number; sha256: string; file: string };

/** An attachment the receiver did not keep, and why (the polite bounce and the staff's note list them). */
export type RefusedPart = { name: string; reason: 'TOO_LARGE' | 'REFUSED_TYPE' };

export type InboundMessage = {
  /** The accepted RCPT TO addresses' local parts, lower case, each at the inbound domain. */
  recipients: string[];
  /** The envelope sender; '' for a null sender (a bounce). */
  mailFrom: string;
  remoteIp: string;
  helo: string;
  messageId: string | null;
  subject: string;
  from: { address: string; name: string | null } | null;
  /** Written by a program (Auto-Submitted other than "no", Precedence bulk/junk/list): never bounced to. */
  automatic: boolean;
  verdicts: InboundVerdicts;
  /** The message's plain text (its HTML turned into text when it had none), at most MAX_TEXT characters. */
  text: string;
  attachments: SpooledAttachment[];
  refused: RefusedPart[];
};

/** Characters of a message's text kept (a reply to a conversation; a message is shorter than this). */
export const MAX_TEXT = 100_000;

/** What the portal does with the receiver's messages. */
export type InboundHandler = {
  /** A local part the portal has an address for (RCPT TO): others are refused with 550 there and then. */
  acceptsRecipient(localPart: string): Promise<boolean>;
  /** Stores the message's files (or holds or bounces it); resolving means "answer 250", throwing "answer 4xx". */
  deliver(message: InboundMessage): Promise<void>;
};

/** An SMTP answer of our own choosing (a permanent refusal such as 552 too many attachments). */
export class SmtpRefusal extends Error {
  readonly responseCode: number;
  constructor(responseCode: number, message: string) {
    super(message);
    this.name = 'SmtpRefusal';
    this.responseCode = responseCode;
  }
}

/** The receiver's limits (INBOUND_MAX_*). */
export type InboundLimits = { maxMessageBytes: number; maxAttachments: number; maxFileBytes: number };
