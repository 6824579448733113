import type { TMailTransport } from '@ledgerport/contract';
import type { OutboundTransport } from '../outbound/outbound-channel.ts';

/** One rendered e-mail, as it leaves the outbox. */
export type OutgoingMail = {
  /** The outbox row's id: it becomes the Message-ID, so a receiver can tell a redelivery from a new mail. */
  id: string;
  to: string;
  /** The From header's display name; the address is always the server's own (MAIL_FROM). Null: MAIL_FROM's name. */
  fromName?: string | null;
  /** Where a reply goes (a request's inbound address, issue 32); none: to the From address. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
};

/**
 * The transport behind the outbox. Every message is stored in `outbox_messages` before any driver sees it;
 * the driver only decides whether it also leaves the building. `deliver` resolves once the message is
 * accepted and throws with the server's answer when it is refused.
 */
export type Mailer = OutboundTransport<TMailTransport, OutgoingMail, void>;
