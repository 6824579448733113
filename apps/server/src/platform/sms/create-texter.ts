import { DEFAULT_CLAIM_SECONDS } from '../../config.ts';
import { keptInTable } from '../outbound/outbound-channel.ts';
import type { Texter } from './texter.ts';
import { createTwilioTexter, type TwilioSettings } from './twilio-texter.ts';

export type SmsSettings = { twilio: TwilioSettings | undefined; smsClaimSeconds?: number };

/** Twilio when its three settings are present, else the SMS outbox alone (nothing leaves the server). */
export const createTexter = ({ twilio, smsClaimSeconds = DEFAULT_CLAIM_SECONDS }: SmsSettings): Texter =>
  twilio ? createTwilioTexter(twilio, { claimSeconds: smsClaimSeconds }) : keptInTable({ providerId: null });
