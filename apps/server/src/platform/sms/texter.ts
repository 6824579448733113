import { createTwilioTexter, type TwilioSettings } from './twilio-texter.ts';

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
 * the driver only decides whether it also leaves the building.
 */
export type Texter = {
  readonly transport: TextTransport;
  /** Resolves once the provider took the message (with its id for it); throws when it did not. */
  deliver: (text: OutgoingText) => Promise<{ providerId: string | null }>;
  close: () => Promise<void>;
};

/**
 * The provider refused the message for a reason a retry cannot fix (a number that cannot receive texts,
 * bad credentials...): the message fails at once instead of being retried for half an hour.
 */
export class PermanentTextError extends Error {
  override readonly name = 'PermanentTextError';
}

/** The default: the stored row IS the delivery; nothing leaves the server. */
const createOutboxTexter = (): Texter => ({
  transport: 'outbox',
  deliver: async () => ({ providerId: null }),
  close: async () => {},
});

export type SmsSettings = { twilio: TwilioSettings | undefined; smsClaimSeconds?: number };

/** Twilio when its three settings are present, else the outbox alone. */
export const createTexter = ({ twilio, smsClaimSeconds = 300 }: SmsSettings): Texter =>
  twilio ? createTwilioTexter(twilio, { claimSeconds: smsClaimSeconds }) : createOutboxTexter();
