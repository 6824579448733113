import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTexter } from './create-texter.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

describe('SMS settings', () => {
  it('keeps text messages in the SMS outbox unless Twilio is configured; claims default to 5 minutes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ twilio: undefined, smsClaimSeconds: 300, mailClaimSeconds: 300 });
    expect(createTexter(config).transport).toBe('outbox');
  });

  it('sends through Twilio when the account SID, auth token and sender are all set', () => {
    const config = loadConfig({
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15550100999',
      TWILIO_API_BASE: 'http://127.0.0.1:9999/',
      SMS_CLAIM_SECONDS: '30',
      MAIL_CLAIM_SECONDS: '10',
    });
    expect(config.twilio).toEqual({
      accountSid: SID,
      authToken: 'secret',
      from: '+15550100999',
      apiBase: 'http://127.0.0.1:9999',
    });
    expect(config).toMatchObject({ smsClaimSeconds: 30, mailClaimSeconds: 10 });
    expect(createTexter(config).transport).toBe('twilio');
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'x', TWILIO_FROM: `MG${'ab'.repeat(16)}` }).twilio
        ?.apiBase,
    ).toBe('https://api.twilio.com');
  });

  it('names every Twilio setting missing when only some are set', () => {
    expect(problemsOf({ TWILIO_ACCOUNT_SID: SID })).toEqual([
      'TWILIO_AUTH_TOKEN: required when TWILIO_ACCOUNT_SID is set',
      'TWILIO_FROM: required when TWILIO_ACCOUNT_SID is set',
    ]);
  });

  it('refuses a malformed SID or sender and a claim under 5 seconds, naming each', () => {
    const problems = problemsOf({
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'x',
      TWILIO_FROM: '555-0100',
      MAIL_CLAIM_SECONDS: '1',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^MAIL_CLAIM_SECONDS: /),
      expect.stringMatching(/^TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits/),
      expect.stringMatching(/^TWILIO_FROM: must be an E.164 number/),
    ]);
  });
});
