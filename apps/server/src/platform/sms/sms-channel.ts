import type { OutboundChannel, OutboundQueue } from '../outbound/outbound-channel.ts';
import { PermanentTextError, type Texter } from './texter.ts';

export const SMS_QUEUE = 'sms-send';

/**
 * Requests to the provider in flight per batch: with the queue's two pollers, 20 in all, well below what Twilio
 * accepts at once from one account.
 */
const PROVIDER_REQUESTS = 10;

/** E.164: a plus, a country code and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

export type SmsMessage = {
  /** E.164, as normalised on intake. */
  to: string;
  /** The recipient's language, recorded with the message (the caller wrote the body in it). */
  locale: string;
  body: string;
  /** Names this one text (e.g. `bulk:<batch>:<row>:text`): enqueueing the same key again does nothing. */
  idempotencyKey: string;
};

/** `sms.enqueue(trx, message)` is how a feature sends a text message (OutboundQueue). */
export type SmsQueue = OutboundQueue<SmsMessage>;

/**
 * Text messages as a channel of the outbound pipeline: stored in `sms_messages`, sent through `texter`, which
 * answers the provider's id for each (kept in `provider_id`). A permanent refusal fails the message at once.
 */
export const smsChannel = (texter: Texter): OutboundChannel<'sms_messages', SmsMessage, 'smsId'> => ({
  table: 'sms_messages',
  queue: SMS_QUEUE,
  jobKey: 'smsId',
  noun: 'text message',
  prepare(message) {
    if (!E164.test(message.to)) throw new Error(`Not an E.164 phone number: ${message.to}`);
    return {
      to_number: message.to,
      locale: message.locale,
      body: message.body,
      idempotency_key: message.idempotencyKey,
    };
  },
  via: texter.transport,
  send: async (row, terms) =>
    (await texter.deliver({ id: row.id, to: row.to_number, body: row.body }, terms)).providerId,
  receiptColumn: 'provider_id',
  isPermanent: (error) => error instanceof PermanentTextError,
  sendsInFlight: PROVIDER_REQUESTS,
});
