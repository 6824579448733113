import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createMailer } from './create-mailer.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('mail settings', () => {
  it('keeps mail in the outbox unless SMTP_URL is set, from the default sender', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Ledgerport <no-reply@ledgerport.local>');
    expect(createMailer(config).transport).toBe('outbox');
  });

  it('sends through SMTP when SMTP_URL is an smtp:// or smtps:// URL', async () => {
    for (const url of ['smtp://user:pass@mail.example.test:587', 'smtps://mail.example.test']) {
      const config = loadConfig({ SMTP_URL: url, MAIL_FROM: 'Acme CPA <portal@acme.test>' });
      expect(config).toMatchObject({ smtpUrl: url, mailFrom: 'Acme CPA <portal@acme.test>' });
      const mailer = createMailer(config);
      expect(mailer.transport).toBe('smtp');
      await mailer.close();
    }
  });

  it('refuses another scheme for SMTP_URL and a MAIL_FROM without an address, naming both', () => {
    const problems = problemsOf({ SMTP_URL: 'https://mail.example.test', MAIL_FROM: 'Ledgerport' });
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
      expect.stringMatching(/^MAIL_FROM: /),
    ]);
    expect(problemsOf({ MAIL_FROM: 'no-reply@acme.test' })).toEqual([]);
  });
});
