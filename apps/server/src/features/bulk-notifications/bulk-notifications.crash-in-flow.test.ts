import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startServer } from '../../../../../e2e/support/server-process.ts';
import { SMTP_CONNECTIONS } from '../../platform/mail/smtp-mailer.ts';
import { bulkClient, recipientsSheet } from '../../../test/bulk-client.ts';
import { crashTestDatabase, killed } from '../../../test/server-crash.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';

/**
 * How many messages a crash sends twice, with the real server as a child process sending a large batch to a
 * real SMTP server at full speed. It is killed with SIGKILL in the middle of the flow (no slow relay, nothing
 * held), restarted on the same data, and left to finish. Messages the relay accepted but the dead process had
 * not marked SENT yet go out again, with the same Message-ID: at most one per SMTP connection
 * (outbound-delivery.ts), and none is lost. Claims are short (MAIL_CLAIM_SECONDS) so the dead process's claims
 * run out within seconds; its jobs are retried after the queue's usual 30 s.
 */
const RECIPIENTS = 1_500;
const KILL_AFTER = 300;
const CLAIM_SECONDS = '10';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a crash while a bulk batch is sending at full speed', () => {
  it(
    'sends at most one message per SMTP connection twice, and loses none',
    // Not a speed check: two server starts and a whole batch, which a loaded 2-core machine took past 3 minutes once.
    { timeout: 300_000 },
    async ({ annotate }) => {
      const sink = await startSmtpSink();
      cleanups.push(() => sink.close());
      const databaseUrl = await crashTestDatabase((cleanup) => cleanups.push(cleanup));
      const env = { SMTP_URL: sink.url, MAIL_CLAIM_SECONDS: CLAIM_SECONDS, SMS_CLAIM_SECONDS: CLAIM_SECONDS };

      const first = await startServer({ databaseUrl, env });
      cleanups.push(() => fs.rmSync(first.dataDir, { recursive: true, force: true }));
      cleanups.push(() => first.stop());
      const selected = Array.from({ length: RECIPIENTS }, (_, i) => i + 2);
      const batch = await (
        await bulkClient(first.url, ADMIN)
      ).submit(
        { kind: 'SALES_TAX', selected_rows: selected },
        { name: 'in-flow.csv', content: recipientsSheet(RECIPIENTS, 'in-flow.test') },
      );

      // Killed within a few ms of the relay accepting its KILL_AFTER-th message: sends and marks in full flow.
      await vi.waitFor(() => expect(sink.accepted.length).toBeGreaterThanOrEqual(KILL_AFTER), {
        timeout: 60_000,
        interval: 2,
      });
      await killed(first);
      const acceptedBeforeCrash = sink.accepted.length;
      expect(acceptedBeforeCrash).toBeLessThan(RECIPIENTS);

      const second = await startServer({ databaseUrl, env, dataDir: first.dataDir });
      cleanups.push(() => second.stop());
      const client = await bulkClient(second.url, ADMIN);
      await vi.waitFor(async () => expect((await client.batch(batch.uuid)).state).toBe('DONE'), {
        timeout: 240_000,
        interval: 1_000,
      });

      // Every recipient got its message, each under one Message-ID (a second copy is the same message again).
      const idsByRecipient = new Map<string, Set<string | undefined>>();
      for (const mail of sink.accepted) {
        for (const to of mail.to) idsByRecipient.set(to, (idsByRecipient.get(to) ?? new Set()).add(mail.messageId));
      }
      expect(idsByRecipient.size).toBe(RECIPIENTS);
      expect([...idsByRecipient.values()].filter((ids) => ids.size !== 1)).toEqual([]);
      const sentTwice = sink.accepted.length - RECIPIENTS;
      await annotate(`killed after ${acceptedBeforeCrash} accepted; ${sentTwice} sent twice`);
      expect(
        sentTwice,
        `${sentTwice} sent twice; ${acceptedBeforeCrash} accepted before the crash`,
      ).toBeLessThanOrEqual(SMTP_CONNECTIONS);
      expect(await client.batch(batch.uuid)).toMatchObject({ email_sent: RECIPIENTS, failed: 0, pending: 0 });
    },
  );
});
