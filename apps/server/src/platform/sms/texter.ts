import type { OutboundTransport } from '../outbound/outbound-channel.ts';

/** One text message, as it leaves the SMS outbox. */
export type OutgoingText = {
  /** The sms_messages row's id. */
  id: string;
  /** E.164, e.g. +15550100123. */
  to: string;
  body: string;
};

export type TextTransport = 'outbox' | 'twilio';

/**
 * The transport behind the SMS outbox. Every message is stored in `sms_messages` before any driver sees it;
 * the driver only decides whether it also leaves the building. `deliver` resolves once the provider took the
 * message (with its id for it) and throws when it did not.
 */
export type Texter = OutboundTransport<TextTransport, OutgoingText, { providerId: string | null }>;

/**
 * The provider refused the message for a reason a retry cannot fix (a number that cannot receive texts,
 * bad credentials...): the message fails at once instead of being retried for half an hour.
 */
export class PermanentTextError extends Error {
  override readonly name = 'PermanentTextError';
}
