import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAST_RETRY,
  messageRow,
  useOutboundPlatform,
  type OutboundTestContext,
} from '../outbound/outbound.test-support.ts';
import type { SmsMessage } from './sms-channel.ts';
import type { Texter } from './texter.ts';
import type { TwilioSettings } from './twilio-texter.ts';

export const TWILIO_TEST_ACCOUNT = { accountSid: `AC${'a1'.repeat(16)}`, authToken: 'test-auth-token' };

export type TwilioRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
};

/** What the stand-in answers: Twilio's 201 with a fresh SM sid, or one of Twilio's error bodies. */
export type TwilioAnswer = { status: 201 } | { status: number; code: number; message: string };

export type FakeTwilio = {
  apiBase: string;
  requests: TwilioRequest[];
  /** Decides the answer to each request in turn (default: accept everything). */
  answerWith: (next: (request: TwilioRequest) => TwilioAnswer) => void;
  close: () => Promise<void>;
};

/**
 * An HTTP server on loopback playing Twilio's Messages API: it keeps every request (path, auth, form fields)
 * and answers the way Twilio does.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  let decide: (request: TwilioRequest) => TwilioAnswer = () => ({ status: 201 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: TwilioRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(request);
      const answer = decide(request);
      const body =
        answer.status === 201
          ? {
              sid: `SM${randomBytes(16).toString('hex')}`,
              status: 'queued',
              to: request.form.To,
              body: request.form.Body,
            }
          : {
              code: (answer as { code: number }).code,
              message: (answer as { message: string }).message,
              status: answer.status,
            };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      decide = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const twilioSettings = (twilio: FakeTwilio, from = '+15550100999'): TwilioSettings => ({
  ...TWILIO_TEST_ACCOUNT,
  from,
  apiBase: twilio.apiBase,
});

export type SmsTestContext = OutboundTestContext;

/** A fresh database with the job queue and the SMS worker running in this process, for one test file. */
export const useSmsPlatform = (options: { texter: () => Texter | undefined }): SmsTestContext =>
  useOutboundPlatform({ texter: options.texter, smsRetry: FAST_RETRY });

export const textMessage = (key: string, to = '+15550100123'): SmsMessage => ({
  to,
  locale: 'en',
  body: `Your sales tax for March: 1,234.50 (${key})`,
  idempotencyKey: key,
});

export const smsRow = (ctx: SmsTestContext, id: string) => messageRow(ctx, 'sms_messages', id);
