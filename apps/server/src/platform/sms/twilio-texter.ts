import { sendBoundMs } from '../outbound/claims.ts';
import { awaitCommitPoint } from '../outbound/outbound-channel.ts';
import { PermanentTextError, type Texter } from './texter.ts';

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com, or a stand-in for tests. */
  apiBase: string;
};

/** Twilio's error body: https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions */
type TwilioError = { code?: number; message?: string; status?: number };

/**
 * Statuses a retry will not change: a malformed request (bad number, unverified sender), refused credentials
 * or a missing account. 429 (too many requests) and every 5xx are retried.
 */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends through Twilio's Programmable Messaging REST API with plain `fetch`: one form-encoded POST per message,
 * HTTP basic auth with the account SID and auth token. The request is bounded well inside the job's claim
 * (SMS_CLAIM_SECONDS), so a retry never overlaps an attempt still in flight.
 *
 * A request is final once sent (Twilio has no step to hold back, unlike SMTP's closing dot), so the whole request
 * waits for the previous message's SENT mark (SendTerms): a crash sends at most one text per send slot twice. Each
 * text then costs a mark's latency on top of the request's; texts are few and their rate matters little.
 */
export function createTwilioTexter(settings: TwilioSettings, { claimSeconds }: { claimSeconds: number }): Texter {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  // A Messaging Service picks the sender number itself.
  const sender: [string, string] = settings.from.startsWith('MG')
    ? ['MessagingServiceSid', settings.from]
    : ['From', settings.from];
  const timeoutMs = Math.min(30_000, sendBoundMs(claimSeconds));

  return {
    transport: 'twilio',
    async deliver(text, terms) {
      // The wait takes at most half the bound, the request the rest: together within the bound.
      const startedAt = performance.now();
      await awaitCommitPoint(terms, timeoutMs / 2);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams([['To', text.to], sender, ['Body', text.body]]),
        signal: AbortSignal.timeout(Math.ceil(timeoutMs - (performance.now() - startedAt))),
      });
      const answer = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (response.ok && typeof answer.sid === 'string') return { providerId: answer.sid };
      const reason = `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ''}: ${
        answer.message ?? response.statusText
      }`;
      if (isPermanent(response.status)) throw new PermanentTextError(reason);
      throw new Error(reason);
    },
    close: async () => {},
  };
}
