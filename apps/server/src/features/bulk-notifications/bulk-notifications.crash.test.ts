import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startServer } from '../../../../../e2e/support/server-process.ts';
import { bulkClient, recipientsSheet } from '../../../test/bulk-client.ts';
import { crashTestDatabase, killed } from '../../../test/server-crash.ts';
import { startSmtpSink, tally, type SmtpSink } from '../../../test/smtp-sink.ts';

/**
 * Exactly once across a crash, with the real server as a child process (`node apps/server/src/server.ts`)
 * sending to a real SMTP peer. The peer accepts ACCEPT_FIRST messages, then holds the next ones unanswered
 * (a slow relay) while the server is killed with SIGKILL: no shutdown, no cleanup, claims left behind. The
 * server restarts on the same data, the peer lets go, and every recipient must end up with exactly one
 * message. Claims are short (MAIL_CLAIM_SECONDS) so the dead process's claims run out within seconds.
 */
const RECIPIENTS = 120;
const ACCEPT_FIRST = 40;
const CLAIM_SECONDS = '10';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a bulk batch across a crash of the server', () => {
  it('delivers one message to every recipient, none twice and none lost', { timeout: 300_000 }, async () => {
    const sink: SmtpSink = await startSmtpSink({ holdAfter: ACCEPT_FIRST });
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
      { name: 'crash.csv', content: recipientsSheet(RECIPIENTS, 'crash.test') },
    );

    // The relay has taken the first messages and is sitting on the next ones: kill the sender mid-send.
    await vi.waitFor(() => expect(sink.holding).toBeGreaterThan(0), { timeout: 60_000, interval: 50 });
    // A moment for the accepted ones to be marked SENT (milliseconds each) before the crash.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await killed(first);
    // The dead process's held messages were never answered: the relay drops them as their sockets close.
    await vi.waitFor(() => expect(sink.holding).toBe(0), { timeout: 10_000, interval: 50 });
    const acceptedBeforeCrash = sink.accepted.length;
    expect(acceptedBeforeCrash).toBeGreaterThanOrEqual(ACCEPT_FIRST);
    expect(acceptedBeforeCrash).toBeLessThan(RECIPIENTS);

    const second = await startServer({ databaseUrl, env, dataDir: first.dataDir });
    cleanups.push(() => second.stop());
    sink.release();

    const client = await bulkClient(second.url, ADMIN);
    await vi.waitFor(async () => expect((await client.batch(batch.uuid)).state).toBe('DONE'), {
      timeout: 240_000,
      interval: 1_000,
    });
    const { perRecipient, messageIds } = tally(sink.accepted);
    const expected = new Map(selected.map((_, i) => [`recipient-${i + 1}@crash.test`, 1]));
    expect(perRecipient).toEqual(expected);
    expect(messageIds).toBe(RECIPIENTS);
    expect(await client.batch(batch.uuid)).toMatchObject({ email_sent: RECIPIENTS, failed: 0, pending: 0 });
  });
});
